// admin.type.create / edit and account.type.create: slug (underscores), title, icon, the fields
// publications of the type ask for, and its extras in order.
import { TYPE_FIELDS } from '@app/contracts/catalogue/fields';
import { type PublicationTypeInput, publicationTypeInputSchema } from '@app/contracts/catalogue/publicationType';
import { Checkbox, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zodValidate } from '../../forms/zodValidate.ts';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { AdminFormPage } from '../../shared/admin/AdminFormPage.tsx';
import { useLoaded } from '../../shared/admin/useLoaded.ts';
import { OptionalTextInput, TitleAndSlugFields } from './CatalogueFields.tsx';
import { loadType, saveType } from './catalogueApi.ts';
import { TypeExtrasPicker } from './TypeExtrasPicker.tsx';

const FIELD_LABELS: Record<(typeof TYPE_FIELDS)[number], string> = {
  title: 'Título',
  description: 'Descripción',
  url: 'Enlace',
  address: 'Dirección',
  categories: 'Categorías',
  amount: 'Precio',
  stock: 'Stock',
  operation: 'Operación (venta, alquiler, alquiler temporario)',
};

type TypeRow = PublicationTypeInput & { id: string };

const EMPTY: PublicationTypeInput = {
  slug: '',
  icon: null,
  translations: { es: { title: '' } },
  config: { fields: ['title', 'description', 'amount'], extras: [] },
};

function TypeForm({ row }: { row: TypeRow | null }) {
  const form = useForm<PublicationTypeInput>({
    initialValues: row ?? EMPTY,
    validate: zodValidate(publicationTypeInputSchema),
  });
  return (
    <AdminFormPage
      title={row ? 'Editar tipo' : 'Nuevo tipo'}
      form={form}
      listPath={pathTo('admin.type.index')}
      save={(values, options) => saveType(row?.id ?? null, values, options)}
    >
      <TitleAndSlugFields form={form} />
      <OptionalTextInput
        label="Ícono"
        value={form.values.icon}
        error={form.errors.icon}
        onChange={(icon) => form.setFieldValue('icon', icon)}
      />
      <Checkbox.Group label="Campos" {...form.getInputProps('config.fields')}>
        <Group mt="xs">
          {TYPE_FIELDS.map((field) => (
            <Checkbox key={field} value={field} label={FIELD_LABELS[field]} />
          ))}
        </Group>
      </Checkbox.Group>
      <TypeExtrasPicker
        value={form.values.config.extras}
        onChange={(ids) => form.setFieldValue('config.extras', ids)}
      />
    </AdminFormPage>
  );
}

export default function TypeFormPage(_props: ScreenProps) {
  const row = useLoaded(loadType);
  return row === undefined ? null : <TypeForm row={row} />;
}
