// Fields the catalogue forms (types, extras, categories) share: the Spanish title with its slug,
// and optional texts that the contracts keep as null when left empty.
import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

interface TitledForm {
  getInputProps(path: 'translations.es.title' | 'slug'): GetInputPropsReturnType;
}

export function TitleAndSlugFields({ form }: { form: TitledForm }) {
  return (
    <>
      <TextInput label="Título" required {...form.getInputProps('translations.es.title')} />
      <TextInput
        label="Slug"
        required
        description="Letras minúsculas, números y guiones bajos"
        {...form.getInputProps('slug')}
      />
    </>
  );
}

export function OptionalTextInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: unknown;
}) {
  return (
    <TextInput
      label={label}
      value={value ?? ''}
      error={typeof error === 'string' ? error : undefined}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    />
  );
}
