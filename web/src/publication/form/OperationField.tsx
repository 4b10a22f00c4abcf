// What a property is offered for (docs/decisions/operations.md): Venta, Alquiler or Alquiler
// temporario, and a temporary rent's price per night or per month. A rent is always per month.
import {
  OPERATION_LABELS,
  OPERATIONS,
  type Operation,
  PRICE_PERIOD_LABELS,
} from '@app/contracts/publication/operation';
import { Input, SegmentedControl, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PublicationFormValues } from './publicationFormModel.ts';

const OPERATION_OPTIONS = OPERATIONS.map((operation) => ({ value: operation, label: OPERATION_LABELS[operation] }));
const PERIOD_OPTIONS = (['night', 'month'] as const).map((period) => ({
  value: period,
  label: PRICE_PERIOD_LABELS[period],
}));

export function OperationField({ form }: { form: UseFormReturnType<PublicationFormValues> }) {
  const { operation, price_period: period } = form.values;
  const choose = (chosen: string) => {
    form.setFieldValue('operation', chosen as Operation);
    form.setFieldValue('price_period', chosen === 'temporary_rent' ? (period ?? 'night') : null);
  };
  return (
    <Stack gap="xs">
      <Input.Wrapper label="Operación" required error={form.errors.operation}>
        <SegmentedControl
          fullWidth
          data={OPERATION_OPTIONS}
          value={operation ?? ''}
          onChange={choose}
          aria-label="Operación"
          data-testid="publication-operation"
        />
      </Input.Wrapper>
      {operation === 'temporary_rent' ? (
        <Input.Wrapper label="El precio es">
          <SegmentedControl
            fullWidth
            data={PERIOD_OPTIONS}
            value={period ?? 'night'}
            onChange={(chosen) => form.setFieldValue('price_period', chosen as 'night' | 'month')}
            aria-label="El precio es"
          />
        </Input.Wrapper>
      ) : null}
    </Stack>
  );
}
