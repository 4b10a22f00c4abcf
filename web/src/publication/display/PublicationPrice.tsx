import type { Publication } from '@app/contracts/publication/publication';
import { Badge, Group, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { configuration } from '../../session/sessionState.ts';
import { currencySymbol } from '../catalogue/publicationTypes.ts';
import { PriceTerms } from './PriceTerms.tsx';
import { priceLabel } from './price.ts';

interface PriceProps {
  amount: number | null;
  amountSale: number | null;
  currency: string;
  /** A rent's period and expensas, shown after the price ('por mes + $ 80.000 expensas'). */
  terms?: Pick<Publication, 'operation' | 'price_period' | 'extras'>;
}

/** The price to pay, the previous one struck through and the discount percent, or 'Sin precio'. */
export function PublicationPrice({ amount, amountSale, currency, terms }: PriceProps) {
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
      {terms && amount !== null ? (
        <PriceTerms publication={terms} pesosSymbol={currencySymbol(configuration.value?.currencies ?? [], 'ARS')} />
      ) : null}
    </Group>
  );
}
