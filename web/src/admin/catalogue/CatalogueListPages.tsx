// admin.type.index, admin.category.index and admin.extra.index: the admin list pattern with
// 'Nuevo', Editar and Eliminar (types and extras sorted by Spanish title by the server).
import type { Category } from '@app/contracts/catalogue/category';
import type { Extra } from '@app/contracts/catalogue/extra';
import type { PublicationTypeInput } from '@app/contracts/catalogue/publicationType';
import { Text } from '@mantine/core';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { AdminListPage } from '../../shared/admin/AdminListPage.tsx';
import { useAdminList } from '../../shared/admin/useAdminList.ts';
import { deleteCategory, deleteExtra, deleteType, listCategories, listExtras, listTypes } from './catalogueApi.ts';

type TypeRow = PublicationTypeInput & { id: string };

function Row({ title, detail }: { title: string; detail: string }) {
  return (
    <>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {detail}
      </Text>
    </>
  );
}

export function TypeListPage(_props: ScreenProps) {
  const list = useAdminList<TypeRow>('types', listTypes);
  return (
    <AdminListPage
      title="Tipos"
      list={list}
      searchPlaceholder="Buscar por título..."
      onNew={() => navigateTo(pathTo('admin.type.create'))}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.translations.es.title}
      renderRow={(row) => (
        <Row title={row.translations.es.title} detail={`${row.slug} · ${row.config.extras.length} extras`} />
      )}
      options={(row, confirmDelete) => [
        { label: 'Editar', onClick: () => navigateTo(pathTo('admin.type.edit', { id: row.id })) },
        {
          label: 'Eliminar',
          danger: true,
          onClick: () =>
            confirmDelete({
              title: 'Eliminar tipo',
              warning: `Se eliminará el tipo ${row.translations.es.title}: no se podrán crear publicaciones de este tipo.`,
              remove: () => deleteType(row.id),
            }),
        },
      ]}
    />
  );
}

export function CategoryListPage(_props: ScreenProps) {
  const list = useAdminList<Category>('categories', listCategories);
  return (
    <AdminListPage
      title="Categorías"
      list={list}
      searchPlaceholder="Buscar por nombre..."
      onNew={() => navigateTo(pathTo('admin.category.create'))}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      renderRow={(row) => <Row title={row.name} detail={row.slug} />}
      options={(row, confirmDelete) => [
        { label: 'Editar', onClick: () => navigateTo(pathTo('admin.category.edit', { id: row.id })) },
        {
          label: 'Eliminar',
          danger: true,
          onClick: () =>
            confirmDelete({
              title: 'Eliminar categoría',
              warning: `Se eliminará la categoría ${row.name}: las publicaciones dejarán de mostrarla.`,
              remove: () => deleteCategory(row.id),
            }),
        },
      ]}
    />
  );
}

export function ExtraListPage(_props: ScreenProps) {
  const list = useAdminList<Extra>('extras', listExtras);
  return (
    <AdminListPage
      title="Extras"
      list={list}
      searchPlaceholder="Buscar por título..."
      onNew={() => navigateTo(pathTo('admin.extra.create'))}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.translations.es.title}
      renderRow={(row) => <Row title={row.translations.es.title} detail={`${row.slug} · ${row.config.type}`} />}
      options={(row, confirmDelete) => [
        { label: 'Editar', onClick: () => navigateTo(pathTo('admin.extra.edit', { id: row.id })) },
        {
          label: 'Eliminar',
          danger: true,
          onClick: () =>
            confirmDelete({
              title: 'Eliminar extra',
              warning: `Se eliminará el extra ${row.translations.es.title} de todos los tipos que lo usan.`,
              remove: () => deleteExtra(row.id),
            }),
        },
      ]}
    />
  );
}
