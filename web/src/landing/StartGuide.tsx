import { Button, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { navigateTo } from '../routing/navigation.ts';
import { pathTo } from '../routing/paths.ts';

const STEPS = [
  {
    title: 'Creá tu cuenta y activá premium',
    text: 'Ingresá con tu correo y activá premium con tu código promocional.',
  },
  { title: 'Cargá tus productos', text: 'Publicá a mano, con la carga rápida o sincronizando tu tienda online.' },
  { title: 'Configurá tu catálogo', text: 'Elegí tu nombre de usuario y compartí el enlace de tu catálogo.' },
] as const;

/** How to start, in three steps (SPEC.md section 2, "Interactive guide"). */
export function StartGuide() {
  return (
    <section aria-labelledby="start-guide-title">
      <Group justify="space-between" mb="md">
        <Title id="start-guide-title" order={2}>
          Cómo empezar
        </Title>
        <Button variant="light" onClick={() => navigateTo(pathTo('guide.start'))}>
          Ver la guía
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {STEPS.map((step, index) => (
          <Card key={step.title} withBorder padding="lg">
            <ThemeIcon size={36} radius="xl" variant="light">
              <Text fw={800}>{index + 1}</Text>
            </ThemeIcon>
            <Text fw={700} mt="sm">
              {step.title}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {step.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
