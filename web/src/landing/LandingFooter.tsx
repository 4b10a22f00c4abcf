import { Anchor, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { navigateTo } from '../routing/navigation.ts';
import { pathTo } from '../routing/paths.ts';
import { configuration } from '../session/sessionState.ts';
import { BRAND_NAME } from '../shell/brand.ts';
import { MailIcon } from '../shell/icons.tsx';

const REASONS = [
  {
    title: 'Integra tu sistema',
    text: 'Conectamos tu sistema de gestión o tu tienda online para sincronizar tu inventario.',
  },
  { title: 'Tu sitio a medida', text: 'Creamos un sitio con tu marca, tus colores y tus vendedores.' },
  { title: 'Consultas', text: '¿Tenés dudas sobre cómo funciona? Escribinos y te respondemos.' },
] as const;

/** Invites contact: integrating a system, a custom site, or any question. */
export function LandingFooter() {
  useSignals();
  const contactEmail = configuration.value?.contact_email;
  return (
    <Box component="footer" bg="dark.8" c="gray.3" py={48} mt="xl">
      <Container size="lg">
        <Stack gap="lg">
          <Title order={2} c="white">
            Hablemos
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {REASONS.map((reason) => (
              <div key={reason.title}>
                <Text fw={700} c="white">
                  {reason.title}
                </Text>
                <Text size="sm" mt={4}>
                  {reason.text}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          {contactEmail ? (
            <div>
              <Button
                component="a"
                href={`mailto:${contactEmail}`}
                leftSection={<MailIcon size={18} />}
                color="gold"
                bg="gold.5"
                c="dark"
              >
                Escribinos a {contactEmail}
              </Button>
            </div>
          ) : null}
          <Group justify="space-between" pt="md" style={{ borderTop: '1px solid var(--mantine-color-dark-5)' }}>
            <Text size="sm">
              © {new Date().getFullYear()} {BRAND_NAME}
            </Text>
            <Group gap="md">
              <Anchor component="button" size="sm" c="gray.3" onClick={() => navigateTo(pathTo('legal.terms'))}>
                Términos y condiciones
              </Anchor>
              <Anchor component="button" size="sm" c="gray.3" onClick={() => navigateTo(pathTo('legal.privacy'))}>
                Política de privacidad
              </Anchor>
            </Group>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
