// guide.start: the interactive guide on its own screen.
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ScreenProps } from '../routing/screenProps.ts';
import { GuideCard } from './GuideCard.tsx';

export default function GuidePage(_props: ScreenProps) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Guía de inicio
          </Title>
          <Text c="dimmed" mt={4}>
            Tres pasos para tener tu catálogo en línea.
          </Text>
        </div>
        <GuideCard />
      </Stack>
    </Container>
  );
}
