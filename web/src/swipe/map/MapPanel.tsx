// The map panel (SPEC.md sections 2 and 9): the search's publications with a place, as price badges;
// picking one shows it right after the current slide. Downloaded only when the map first opens.
import { searchEndpoints } from '@app/contracts/search/endpoints';
import type { SearchMarker } from '@app/contracts/search/results';
import { Button, Center, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { currencySymbol } from '../../publication/catalogue/publicationTypes.ts';
import { configuration } from '../../session/sessionState.ts';
import { PanelTitle } from '../../shell/PanelTitle.tsx';
import { SWIPE_READ } from '../api/swipeReads.ts';
import { priceBadge } from './priceBadge.ts';
import type { BadgedMarker } from './SearchMap.tsx';

const NO_MARKERS: readonly SearchMarker[] = [];

const SearchMap = lazy(() => import('./SearchMap.tsx'));

interface MapPanelProps {
  uuid: string;
  opened: boolean;
  center: readonly [number, number] | null;
  currentId: string | null;
  onClose: () => void;
  onPick: (publicationId: string) => void;
}

function useBadgedMarkers(uuid: string, opened: boolean): BadgedMarker[] | null {
  useSignals();
  const currencies = configuration.value?.currencies;
  const read = useEndpointQuery(
    [...QUERY_SCOPES.search(uuid), 'markers'],
    searchEndpoints.searchMarkers,
    { params: { uuid }, body: { except: [] } },
    { ...SWIPE_READ, enabled: opened },
  );
  const markers: readonly SearchMarker[] | null = read.isError ? NO_MARKERS : (read.data?.data ?? null);
  return useMemo(
    () =>
      markers?.map((marker) => ({
        ...marker,
        badge: priceBadge(marker.amount, marker.amount_sale, currencySymbol(currencies ?? [], marker.currency)),
      })) ?? null,
    [markers, currencies],
  );
}

/** Without WebGL the badges are listed, so the publications stay reachable. */
function MarkerList({ markers, onPick }: { markers: readonly BadgedMarker[]; onPick: (id: string) => void }) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        El mapa no está disponible en este dispositivo.
      </Text>
      <Group gap="xs">
        {markers.map((marker) => (
          <Button
            key={marker.id}
            size="xs"
            variant="light"
            aria-label={`Ver publicación de ${marker.badge}`}
            data-publication-id={marker.id}
            onClick={() => onPick(marker.id)}
          >
            {marker.badge}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

export default function MapPanel({ uuid, opened, center, currentId, onClose, onPick }: MapPanelProps) {
  useSignals();
  const markers = useBadgedMarkers(uuid, opened);
  const [unavailable, setUnavailable] = useState(false);
  const loading = (
    <Center h={270}>
      <Loader aria-label="Cargando" />
    </Center>
  );
  return (
    <Drawer opened={opened} onClose={onClose} position="bottom" size="sm" title={<PanelTitle>Mapa</PanelTitle>}>
      {markers === null ? (
        loading
      ) : markers.length === 0 ? (
        <Text c="dimmed">No hay resultados</Text>
      ) : unavailable ? (
        <MarkerList markers={markers} onPick={onPick} />
      ) : (
        <Suspense fallback={loading}>
          <SearchMap
            markers={markers}
            center={center}
            currentId={currentId}
            styleUrl={configuration.value?.maps.style_url ?? null}
            onPick={onPick}
            onUnavailable={() => setUnavailable(true)}
          />
        </Suspense>
      )}
    </Drawer>
  );
}
