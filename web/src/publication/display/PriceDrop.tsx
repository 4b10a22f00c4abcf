// A publication's price history from the log (issue #25): the card's 'Bajó de precio' badge with the
// price before the last cut, and the detail's list of every change.
import { PRICE_DROP_LABEL, priceDropOf } from '@app/contracts/publication/priceHistory';
import type { PriceChange, ShownPrice } from '@app/contracts/publication/publication';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { formatDate } from '../../format/format.ts';
import { configuration } from '../../session/sessionState.ts';
import { currencySymbol } from '../catalogue/publicationTypes.ts';
import { priceLabel } from './price.ts';

function usePaidLabel(): (price: ShownPrice) => string {
  useSignals();
  const currencies = configuration.value?.currencies ?? [];
  return (price) => priceLabel(price.amount, price.amount_sale, currencySymbol(currencies, price.currency)).current;
}

/** 'Bajó de precio' and 'Antes $ 51.000' when the last change lowered the price; nothing otherwise. */
export function PriceDropBadge({ history, onPhoto = false }: { history: readonly PriceChange[]; onPhoto?: boolean }) {
  const paid = usePaidLabel();
  const before = priceDropOf(history);
  if (!before) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <Badge color="red" variant="filled" size="sm" autoContrast>
        {PRICE_DROP_LABEL}
      </Badge>
      <Text size="xs" c={onPhoto ? 'gray.3' : 'dimmed'}>
        Antes {paid(before)}
      </Text>
    </Group>
  );
}

/** Every price change, newest first: '20/11/2026: $ 51.000 → $ 40.000'. */
export function PriceHistory({ history }: { history: readonly PriceChange[] }) {
  const paid = usePaidLabel();
  return (
    <Stack gap={2}>
      {[...history].reverse().map((change) => (
        <Text key={change.changed_at} size="sm">
          {formatDate(change.changed_at)}: {paid(change.previous)} → {paid(change.current)}
        </Text>
      ))}
    </Stack>
  );
}
