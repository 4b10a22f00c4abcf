// The superlikes on the seller's dashboard (useReceivedSuperlikes: the latest ones, then those
// arriving live): who superliked which publication and how to reach them, newest first.
import { Anchor, Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import { initials } from '../shell/initials.ts';
import { SuperlikeContactLines } from './SuperlikeContactLines.tsx';
import { superlikeNotice, useReceivedSuperlikes } from './useReceivedSuperlikes.ts';

export function ReceivedSuperlikes() {
  const received = useReceivedSuperlikes();
  if (received.length === 0) return null;
  return (
    <section aria-labelledby="received-superlikes-title">
      <Title id="received-superlikes-title" order={2} size="h4" mb="sm">
        Superlikes recibidos
      </Title>
      <Stack gap="sm">
        {received.map((superlike) => (
          <Card
            key={`${superlike.search_id}-${superlike.publication.id}-${superlike.searcher.id}`}
            withBorder
            radius="md"
          >
            <Group wrap="nowrap" align="flex-start">
              <Avatar src={superlike.searcher.avatar_url} alt={superlike.searcher.name} color="premium" radius="xl">
                {initials(superlike.searcher.name)}
              </Avatar>
              <Stack gap={4}>
                <Text fw={600}>{superlikeNotice(superlike)}</Text>
                <SuperlikeContactLines contact={superlike.contact} />
                {superlike.publication.image_url ? (
                  <Anchor href={superlike.publication.image_url} target="_blank" rel="noopener noreferrer" size="sm">
                    Ver imagen de la publicación
                  </Anchor>
                ) : null}
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
