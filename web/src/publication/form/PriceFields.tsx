// Amount, sale amount and currency of a type that asks for a price.
import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useSignals } from '@preact/signals-react/runtime';
import { configuration } from '../../session/sessionState.ts';
import { type CurrencyCode, currencyOptions, isCurrencyCode } from '../catalogue/publicationTypes.ts';
import type { PublicationFormValues } from './publicationFormModel.ts';

const amountProps = {
  min: 0,
  allowNegative: false,
  decimalSeparator: ',',
  thousandSeparator: '.',
  decimalScale: 2,
  hideControls: true,
  inputMode: 'decimal',
} as const;

/** A rent's price is per month; a temporary rent's per night or per month, as chosen. */
function priceLabel({ operation, price_period: period }: PublicationFormValues): string {
  if (operation === 'rent') return 'Precio por mes';
  if (operation === 'temporary_rent') return period === 'month' ? 'Precio por mes' : 'Precio por noche';
  return 'Precio';
}

export function PriceFields({ form }: { form: UseFormReturnType<PublicationFormValues> }) {
  useSignals();
  const currencies = currencyOptions(configuration.value?.currencies ?? []);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Select
        label="Moneda"
        data={currencies}
        allowDeselect={false}
        value={form.values.currency}
        onChange={(code) => {
          if (code && isCurrencyCode(code)) form.setFieldValue('currency', code as CurrencyCode);
        }}
        error={form.errors.currency}
      />
      <NumberInput label={priceLabel(form.values)} {...amountProps} {...form.getInputProps('amount')} />
      <NumberInput
        label="Precio de oferta"
        description="Opcional: el precio con descuento."
        {...amountProps}
        {...form.getInputProps('amount_sale')}
      />
    </SimpleGrid>
  );
}
