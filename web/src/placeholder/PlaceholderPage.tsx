import { Container, Text, Title } from '@mantine/core';
import type { ScreenProps } from '../routing/pages.ts';
import { NOT_FOUND_TITLE, ROUTES } from '../routing/routeTable.ts';

/** A screen that later work fills in: its name, and nothing made up. */
export default function PlaceholderPage({ routeName }: ScreenProps) {
  const title = routeName === 'notFound' ? NOT_FOUND_TITLE : ROUTES[routeName].title;
  return (
    <Container size="md" py="xl">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" mt="sm">
        Esta sección estará disponible próximamente.
      </Text>
    </Container>
  );
}
