// The dashboard's microsite card: on a microsite's host, that microsite; on the main platform, each
// microsite the person takes part in (GET /account/microsite), none when they take part in none.
import { micrositeEndpoints } from '@app/contracts/microsite/endpoints';
import { Stack } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEndpointQuery } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { MicrositeCard } from '../microsite/MicrositeCard.tsx';
import { currentUser, onMicrosite } from '../session/sessionState.ts';

export function DashboardMicrosites() {
  useSignals();
  const onSite = onMicrosite.value;
  const userId = currentUser.value?.id ?? null;
  const { data } = useEndpointQuery(
    [QUERY_SCOPES.user, 'microsites', userId],
    micrositeEndpoints.accountMicrosites,
    {},
    { enabled: !onSite && userId !== null, meta: { quiet: true } },
  );
  if (onSite) return <MicrositeCard />;
  const sites = data?.data ?? [];
  if (sites.length === 0) return null;
  return (
    <Stack gap="sm">
      {sites.map((site) => (
        <MicrositeCard key={site.id} site={site} />
      ))}
    </Stack>
  );
}
