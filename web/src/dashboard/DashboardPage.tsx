// The premium user's dashboard: greeting, superlikes arriving live, the microsite card (this host's
// microsite, or the ones the person takes part in), the report cards (shortcuts, interacting
// accounts, latest activity, from GET /account/report/dashboard), the latest searches and the guide.
import { Container, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { GuideCard } from '../guide/GuideCard.tsx';
import { ReceivedSuperlikes } from '../live/ReceivedSuperlikes.tsx';
import type { ScreenProps } from '../routing/screenProps.ts';
import { currentUser } from '../session/sessionState.ts';
import { DashboardLatestSearches } from './DashboardLatestSearches.tsx';
import { DashboardMicrosites } from './DashboardMicrosites.tsx';
import { DashboardReportCards } from './DashboardReportCards.tsx';

export default function DashboardPage(_props: ScreenProps) {
  useSignals();
  const user = currentUser.value;
  if (!user) return null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>¡Hola, {user.name}!</Title>
          <Text c="dimmed" mt={4}>
            Este es tu panel: desde aquí gestionás tus publicaciones, grupos y búsquedas.
          </Text>
        </div>
        <ReceivedSuperlikes />
        <DashboardMicrosites />
        <DashboardReportCards />
        <DashboardLatestSearches />
        <section aria-labelledby="dashboard-guide-title">
          <Title id="dashboard-guide-title" order={2} size="h4" mb="sm">
            Guía interactiva
          </Title>
          <GuideCard />
        </section>
      </Stack>
    </Container>
  );
}
