import { Badge, Group, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { configuration } from '../../session/sessionState.ts';
import { currencySymbol } from '../catalogue/publicationTypes.ts';
import { priceLabel } from './price.ts';

interface PriceProps {
  amount: number | null;
  amountSale: number | null;
  currency: string;
}

/** The price to pay, the previous one struck through and the discount percent, or 'Sin precio'. */
export function PublicationPrice({ amount, amountSale, currency }: PriceProps) {
  useSignals();
  const label = priceLabel(amount, amountSale, currencySymbol(configuration.value?.currencies ?? [], currency));
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fw={700} c={amount === null ? 'dimmed' : undefined}>
        {label.current}
      </Text>
      {label.previous ? (
        <Text size="sm" c="dimmed" td="line-through">
          {label.previous}
        </Text>
      ) : null}
      {label.discountPercent ? (
        <Badge color="teal" variant="light" size="sm">
          -{label.discountPercent}%
        </Badge>
      ) : null}
    </Group>
  );
}
