// Once the three steps are done: the catalogue's address, to open or to copy.
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { navigateTo } from '../routing/navigation.ts';
import { pathTo } from '../routing/paths.ts';
import { catalogueAddress } from '../shell/userMenu/catalogueAddress.ts';
import { useCopyFeedback } from './useCopyFeedback.ts';

export function CongratulationsCard({ slug }: { slug: string }) {
  const { feedback, copy } = useCopyFeedback();
  const address = catalogueAddress(slug);
  return (
    <Card withBorder padding="lg" bg="premium.0">
      <Stack gap="sm">
        <Title order={2} size="h3">
          ¡Felicitaciones, tu catálogo está listo!
        </Title>
        <Text>Compartí esta dirección con tus clientes:</Text>
        <Anchor
          href={pathTo('user.home', { slug })}
          fw={700}
          onClick={(event) => {
            event.preventDefault();
            navigateTo(pathTo('user.home', { slug }));
          }}
        >
          {address}
        </Anchor>
        <Group>
          <Button variant="light" onClick={() => void copy(address)}>
            Copiar dirección
          </Button>
        </Group>
        {feedback ? (
          <Text size="sm" c={feedback.kind === 'copied' ? 'teal' : 'red'} role="status">
            {feedback.message}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
