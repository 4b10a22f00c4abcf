import { Badge, Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { BECOME_PREMIUM, requireIdentity } from '../account/identify/requireIdentity.ts';
import { PREMIUM_UPSELL_SUBTITLE } from '../api/failures.ts';
import { currentUser } from '../session/sessionState.ts';
import { CheckIcon } from '../shell/icons.tsx';
import { PREMIUM_BENEFITS } from './premiumBenefits.ts';

/** What premium unlocks, with the upgrade button for everyone who is not premium yet. */
export function PremiumPitch() {
  useSignals();
  const premium = currentUser.value?.is_premium === true;
  return (
    <Card
      component="section"
      padding="xl"
      aria-labelledby="premium-pitch-title"
      style={{ background: 'var(--mantine-color-premium-0)', border: '1px solid var(--mantine-color-premium-2)' }}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <Badge color="gold" variant="filled" c="dark" w="fit-content">
            Premium
          </Badge>
          <Title id="premium-pitch-title" order={2}>
            Vende más con una cuenta premium
          </Title>
          <Text c="dimmed">
            Activa premium con un código promocional o escríbenos y te ayudamos a elegir el plan para tu negocio.
          </Text>
          {premium ? (
            <Text fw={600} c="premium.8">
              Ya eres premium: aprovecha todos los beneficios.
            </Text>
          ) : (
            <div>
              <Button
                size="md"
                color="gold"
                c="dark"
                onClick={() => requireIdentity(BECOME_PREMIUM, PREMIUM_UPSELL_SUBTITLE)}
              >
                Hazte premium
              </Button>
            </div>
          )}
        </Stack>
        <List
          spacing="sm"
          icon={
            <ThemeIcon size={22} radius="xl" color="premium">
              <CheckIcon size={14} />
            </ThemeIcon>
          }
        >
          {PREMIUM_BENEFITS.map((benefit) => (
            <List.Item key={benefit}>{benefit}</List.Item>
          ))}
        </List>
      </SimpleGrid>
    </Card>
  );
}
