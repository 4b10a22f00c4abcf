// The one list page of the admin back office: title with its 'Nuevo' button, a search box
// (1 s pause, back to page 1), optional filters, three placeholders while loading, rows with an
// options menu, pages of 20, and the deletion confirmation. Every admin list is this page.
import { Anchor, Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { ConfirmDeleteDialog, type ConfirmDeleteProps } from '../dialogs/ConfirmDeleteDialog.tsx';
import { PagedListPage } from '../list/PagedListPage.tsx';
import { type RowOption, RowOptions } from './RowOptions.tsx';
import type { AdminList } from './useAdminList.ts';

export type DeleteRequest = Omit<ConfirmDeleteProps, 'onDone' | 'onClose'>;

export interface AdminListPageProps<Row, Filters extends object> {
  title: string;
  list: AdminList<Row, Filters>;
  searchPlaceholder: string;
  /** 'Nuevo': where it leads. */
  onNew?: () => void;
  /** Beside the search box ('+ Filtros'). */
  filters?: ReactNode;
  rowKey: (row: Row) => string;
  /** The row's name, for the options button's label. */
  rowLabel: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
  /** The row's options; `confirmDelete` opens the confirmation for a deletion. */
  options: (row: Row, confirmDelete: (request: DeleteRequest) => void) => RowOption[];
  emptyMessage?: string;
  /** Beside the title: the link to the audit of every administrator's changes (off on the audit itself). */
  auditLink?: boolean;
}

export function AdminListPage<Row, Filters extends object>(props: AdminListPageProps<Row, Filters>) {
  const { list } = props;
  const [deletion, setDeletion] = useState<DeleteRequest | null>(null);
  const toolbar = (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label="Buscar"
          placeholder={props.searchPlaceholder}
          value={list.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        {props.onNew ? <Button onClick={props.onNew}>Nuevo</Button> : null}
      </Group>
      {props.filters}
    </Stack>
  );
  return (
    <>
      <PagedListPage
        title={props.title}
        action={
          props.auditLink === false ? null : (
            <Anchor component="button" size="sm" onClick={() => navigateTo(pathTo('admin.audit.index'))}>
              Auditoría
            </Anchor>
          )
        }
        toolbar={toolbar}
        list={list}
        emptyMessage={props.emptyMessage ?? 'No hay resultados'}
        columns={1}
        placeholderHeight={72}
        size="md"
      >
        {(list.result?.data ?? []).map((row) => {
          const options = props.options(row, setDeletion);
          return (
            <Card key={props.rowKey(row)} withBorder padding="sm" data-testid="admin-row">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ flex: 1, minWidth: 0 }}>{props.renderRow(row)}</div>
                {options.length > 0 ? <RowOptions label={props.rowLabel(row)} options={options} /> : null}
              </Group>
            </Card>
          );
        })}
      </PagedListPage>
      {deletion ? <ConfirmDeleteDialog {...deletion} onDone={list.reload} onClose={() => setDeletion(null)} /> : null}
    </>
  );
}
