// The dynamic part of the form: one control per extra of the publication's type, in the type's order.
import type { Extra } from '@app/contracts/catalogue/extra';
import { SimpleGrid } from '@mantine/core';
import { ExtraControl } from './ExtraControl.tsx';
import type { ExtraFormValue, ExtrasFormValues } from './extraValues.ts';
import { emptyExtraValue } from './extraValues.ts';

interface ExtrasFieldsProps {
  extras: readonly Extra[];
  values: ExtrasFormValues;
  errors: Record<string, unknown>;
  onChange: (slug: string, value: ExtraFormValue) => void;
}

const errorOf = (errors: Record<string, unknown>, slug: string): string | undefined => {
  const error = errors[`extras.${slug}`];
  return typeof error === 'string' ? error : undefined;
};

export function ExtrasFields({ extras, values, errors, onChange }: ExtrasFieldsProps) {
  if (extras.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {extras.map((extra) => (
        <ExtraControl
          key={extra.id}
          extra={extra}
          value={values[extra.slug] ?? emptyExtraValue(extra)}
          onChange={(value) => onChange(extra.slug, value)}
          error={errorOf(errors, extra.slug)}
        />
      ))}
    </SimpleGrid>
  );
}
