// admin.category.create / edit and account.category.create: type, name (3 to 150 here), icon.
import { type Category, type CategoryInput, categoryInputSchema } from '@app/contracts/catalogue/category';
import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { zodValidate } from '../../forms/zodValidate.ts';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { AdminFormPage } from '../../shared/admin/AdminFormPage.tsx';
import { useLoaded } from '../../shared/admin/useLoaded.ts';
import { OptionalTextInput } from './CatalogueFields.tsx';
import { loadCategory, loadTypeChoices, saveCategory } from './catalogueApi.ts';

function CategoryForm({ row }: { row: Category | null }) {
  const [types, setTypes] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    loadTypeChoices().then(
      (page) => setTypes(page.data.map((type) => ({ value: type.id, label: type.translations.es.title }))),
      () => undefined,
    );
  }, []);
  const form = useForm<CategoryInput>({
    initialValues: { type_id: row?.type_id ?? '', name: row?.name ?? '', icon: row?.icon ?? null },
    validate: zodValidate(categoryInputSchema),
  });
  return (
    <AdminFormPage
      title={row ? 'Editar categoría' : 'Nueva categoría'}
      form={form}
      listPath={pathTo('admin.category.index')}
      save={(values, options) => saveCategory(row?.id ?? null, values, options)}
    >
      <Select label="Tipo" required data={types} {...form.getInputProps('type_id')} />
      <TextInput label="Nombre" required {...form.getInputProps('name')} />
      <OptionalTextInput
        label="Ícono"
        value={form.values.icon}
        error={form.errors.icon}
        onChange={(icon) => form.setFieldValue('icon', icon)}
      />
    </AdminFormPage>
  );
}

export default function CategoryFormPage(_props: ScreenProps) {
  const row = useLoaded(loadCategory);
  return row === undefined ? null : <CategoryForm row={row} />;
}
