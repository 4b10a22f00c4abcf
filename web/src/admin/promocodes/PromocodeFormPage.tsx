// admin.promocode.create / edit and account.promocode.create: code (4 to 20, shown uppercase),
// discount (1 to 100, 2 decimals), remaining uses (at least 0), what it applies for, and the
// premium months a 100 % code gives (empty: no time limit).
import {
  PROMOCODE_APPLIES_FOR,
  type PromocodeInput,
  type PromocodeRow,
  promocodeInputSchema,
} from '@app/contracts/account/promocode';
import { Checkbox, Group, NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { zodValidate } from '../../forms/zodValidate.ts';
import { goHome } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { AdminFormPage } from '../../shared/admin/AdminFormPage.tsx';
import { loadPromocode, savePromocode } from './promocodesApi.ts';

const APPLIES_FOR_LABELS: Record<(typeof PROMOCODE_APPLIES_FOR)[number], string> = { user: 'Cuenta premium' };

interface PromocodeFormValues {
  code: string;
  discount: number | string;
  remaining: number | string;
  applies_for: string[];
  /** '' : no time limit. */
  granted_months: number | string;
  valid_from: string;
  valid_to: string;
}

const EMPTY: PromocodeFormValues = {
  code: '',
  discount: 100,
  remaining: 1,
  applies_for: ['user'],
  granted_months: '',
  valid_from: '',
  valid_to: '',
};

function formValues(row: PromocodeRow): PromocodeFormValues {
  return {
    code: row.code,
    discount: row.discount,
    remaining: row.remaining,
    applies_for: row.applies_for,
    granted_months: row.config.granted_months ?? '',
    valid_from: row.valid_from?.slice(0, 10) ?? '',
    valid_to: row.valid_to?.slice(0, 10) ?? '',
  };
}

const number = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/** Validity days run from the start of the first day to the end of the last, in Argentina. */
function toInput(values: PromocodeFormValues): PromocodeInput {
  const discount = number(values.discount);
  return {
    code: values.code,
    discount,
    remaining: number(values.remaining),
    applies_for: values.applies_for as PromocodeInput['applies_for'],
    valid_from: values.valid_from ? `${values.valid_from}T00:00:00-03:00` : null,
    valid_to: values.valid_to ? `${values.valid_to}T23:59:59-03:00` : null,
    config: { granted_months: discount === 100 && values.granted_months !== '' ? number(values.granted_months) : null },
  };
}

function PromocodeForm({ row }: { row: PromocodeRow | null }) {
  const form = useForm<PromocodeFormValues>({
    initialValues: row ? formValues(row) : EMPTY,
    validate: (values) => {
      const errors = zodValidate(promocodeInputSchema)(toInput(values));
      // The months live under config in the request, and beside the others in the form.
      const months = errors['config.granted_months'];
      return months ? { ...errors, granted_months: months } : errors;
    },
  });
  return (
    <AdminFormPage
      title={row ? 'Editar código promocional' : 'Nuevo código promocional'}
      form={form}
      listPath={pathTo('admin.promocode.index')}
      save={(values, options) => savePromocode(row?.id ?? null, toInput(values), options)}
    >
      <TextInput
        label="Código"
        required
        {...form.getInputProps('code')}
        onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
      />
      <NumberInput
        label="Descuento (%)"
        required
        min={1}
        max={100}
        decimalScale={2}
        decimalSeparator=","
        {...form.getInputProps('discount')}
      />
      <NumberInput label="Usos restantes" required min={0} allowDecimal={false} {...form.getInputProps('remaining')} />
      <Checkbox.Group label="Aplica para" required {...form.getInputProps('applies_for')}>
        <Group mt="xs">
          {PROMOCODE_APPLIES_FOR.map((value) => (
            <Checkbox key={value} value={value} label={APPLIES_FOR_LABELS[value]} />
          ))}
        </Group>
      </Checkbox.Group>
      {Number(form.values.discount) === 100 ? (
        <NumberInput
          label="Meses de premium"
          description="Vacío: sin límite de tiempo"
          min={1}
          max={120}
          allowDecimal={false}
          {...form.getInputProps('granted_months')}
        />
      ) : null}
      <Group grow>
        <TextInput type="date" label="Válido desde" {...form.getInputProps('valid_from')} />
        <TextInput type="date" label="Válido hasta" {...form.getInputProps('valid_to')} />
      </Group>
    </AdminFormPage>
  );
}

export default function PromocodeFormPage(_props: ScreenProps) {
  const { id } = useParams<{ id?: string }>();
  const [row, setRow] = useState<PromocodeRow | null | undefined>(id ? undefined : null);
  useEffect(() => {
    if (id) loadPromocode(id).then(setRow, () => goHome({ replace: true }));
  }, [id]);
  return row === undefined ? null : <PromocodeForm row={row} />;
}
