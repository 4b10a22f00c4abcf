// The wizard's 'General' step: the fields the type asks for, its address, and its extras.
import { TEXTAREA_ROWS } from '@app/contracts/limits';
import { Autocomplete, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AddressField } from '../address/AddressField.tsx';
import { type ConfiguredType, typeHasField } from '../catalogue/publicationTypes.ts';
import { ExtrasFields } from '../extras/ExtrasFields.tsx';
import { OperationField } from './OperationField.tsx';
import { PriceFields } from './PriceFields.tsx';
import type { PublicationFormValues } from './publicationFormModel.ts';
import { useFieldSuggestions } from './useFieldSuggestions.ts';

interface GeneralStepProps {
  form: UseFormReturnType<PublicationFormValues>;
  type: ConfiguredType | null;
}

const errorText = (error: unknown): string | undefined => (typeof error === 'string' ? error : undefined);

export function GeneralStep({ form, type }: GeneralStepProps) {
  const codes = useFieldSuggestions('code');
  const { values, errors } = form;
  return (
    <Stack gap="md">
      <TextInput label="Título" required maxLength={255} {...form.getInputProps('title')} />
      <Autocomplete
        label="Código"
        description="Tu código interno o SKU (opcional)."
        data={codes}
        {...form.getInputProps('code')}
      />
      {typeHasField(type, 'description') ? (
        <Textarea
          label="Descripción"
          autosize
          minRows={TEXTAREA_ROWS.default.min}
          maxRows={TEXTAREA_ROWS.description.max}
          {...form.getInputProps('description')}
        />
      ) : null}
      {typeHasField(type, 'url') ? (
        <TextInput label="Enlace" type="url" placeholder="https://" {...form.getInputProps('url')} />
      ) : null}
      {typeHasField(type, 'operation') ? <OperationField form={form} /> : null}
      {typeHasField(type, 'amount') ? <PriceFields form={form} /> : null}
      {typeHasField(type, 'address') ? (
        <AddressField
          value={values.address}
          onChange={(address) => form.setFieldValue('address', address)}
          error={errorText(errors.address ?? errors['address.title'])}
        />
      ) : null}
      <ExtrasFields
        extras={type?.extras ?? []}
        values={values.extras}
        errors={errors}
        onChange={(slug, value) => form.setFieldValue('extras', { ...form.getValues().extras, [slug]: value })}
      />
    </Stack>
  );
}
