// admin.extra.create / edit and account.extra.create: slug (underscores), texts, config.type
// (required) and, for option types, the options (slug and title each).

import { type Extra, type ExtraInput, extraInputSchema } from '@app/contracts/catalogue/extra';
import { EXTRA_TYPES, OPTION_EXTRA_TYPES } from '@app/contracts/catalogue/fields';
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zodValidate } from '../../forms/zodValidate.ts';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { AdminFormPage } from '../../shared/admin/AdminFormPage.tsx';
import { useLoaded } from '../../shared/admin/useLoaded.ts';
import { OptionalTextInput, TitleAndSlugFields } from './CatalogueFields.tsx';
import { loadExtra, saveExtra } from './catalogueApi.ts';

const EMPTY: ExtraInput = extraInputSchema.parse({
  slug: 'nuevo',
  translations: { es: { title: 'Nuevo' } },
  config: { type: 'text' },
});
const BLANK: ExtraInput = { ...EMPTY, slug: '', translations: { es: { ...EMPTY.translations.es, title: '' } } };

function OptionsEditor({ form }: { form: ReturnType<typeof useForm<ExtraInput>> }) {
  const options = form.values.config.options;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Opciones
      </Text>
      {options.map((_option, index) => (
        <Group key={`option-${index.toString()}`} gap="xs" wrap="nowrap">
          <TextInput
            aria-label="Slug de la opción"
            placeholder="slug"
            {...form.getInputProps(`config.options.${index}.slug`)}
          />
          <TextInput
            aria-label="Título de la opción"
            placeholder="Título"
            style={{ flex: 1 }}
            {...form.getInputProps(`config.options.${index}.translations.es.title`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label="Quitar opción"
            onClick={() => form.removeListItem('config.options', index)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {form.errors['config.options'] ? (
        <Text size="xs" c="red">
          {form.errors['config.options']}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => form.insertListItem('config.options', { slug: '', translations: { es: { title: '' } } })}
        >
          Agregar opción
        </Button>
      </Group>
    </Stack>
  );
}

function ExtraForm({ row }: { row: Extra | null }) {
  const form = useForm<ExtraInput>({ initialValues: row ?? BLANK, validate: zodValidate(extraInputSchema) });
  const type = form.values.config.type;
  return (
    <AdminFormPage
      title={row ? 'Editar extra' : 'Nuevo extra'}
      form={form}
      listPath={pathTo('admin.extra.index')}
      save={(values, options) => saveExtra(row?.id ?? null, values, options)}
    >
      <TitleAndSlugFields form={form} />
      <OptionalTextInput
        label="Subtítulo"
        value={form.values.translations.es.subtitle}
        error={form.errors['translations.es.subtitle']}
        onChange={(subtitle) => form.setFieldValue('translations.es.subtitle', subtitle)}
      />
      <Select label="Tipo de campo" required data={[...EXTRA_TYPES]} {...form.getInputProps('config.type')} />
      {OPTION_EXTRA_TYPES.includes(type) ? <OptionsEditor form={form} /> : null}
      {type === 'number' ? (
        <NumberInput label="Decimales" min={0} max={4} {...form.getInputProps('config.precision')} />
      ) : null}
      <Switch label="Obligatorio" {...form.getInputProps('config.required', { type: 'checkbox' })} />
      <Switch label="Se puede buscar" {...form.getInputProps('config.searchable', { type: 'checkbox' })} />
      <Switch label="Suma al precio" {...form.getInputProps('config.priceable', { type: 'checkbox' })} />
    </AdminFormPage>
  );
}

export default function ExtraFormPage(_props: ScreenProps) {
  const row = useLoaded(loadExtra);
  return row === undefined ? null : <ExtraForm row={row} />;
}
