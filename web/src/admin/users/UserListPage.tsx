// admin.user.index: every account, with '+ Filtros', and per row Iniciar sesión (impersonation),
// Editar and Eliminar. A row shows the creation date, the Administrador and Premium tags (the
// store link when the account has one) and its created / assigned publication counts.
import type { AdminUserRow } from '@app/contracts/account/adminUser';
import type { AdminUserPage } from '@app/contracts/admin/endpoints';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { formatDate, formatNumber } from '../../format/format.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { impersonate } from '../../session/sessionActions.ts';
import { currentUser } from '../../session/sessionState.ts';
import { AdminListPage } from '../../shared/admin/AdminListPage.tsx';
import type { RowOption } from '../../shared/admin/RowOptions.tsx';
import { useAdminList } from '../../shared/admin/useAdminList.ts';
import { outranks } from './editableRights.ts';
import { UserFilters } from './UserFilters.tsx';
import { deleteUser, type UserFilters as Filters, listUsers, NO_USER_FILTERS } from './usersApi.ts';

function UserRow({ user }: { user: AdminUserRow }) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600}>{user.name}</Text>
        {user.is_admin ? <Badge color="dark">Administrador</Badge> : null}
        {user.is_premium ? (
          <Badge color="premium">
            {user.slug ? (
              <Anchor href={pathTo('user.home', { slug: user.slug })} c="inherit" size="xs">
                Premium
              </Anchor>
            ) : (
              'Premium'
            )}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {user.email} · Creado el {formatDate(user.created_at)}
      </Text>
      <Text size="sm" c="dimmed">
        Publicaciones creadas: {user.publications_count_true} · asignadas: {user.publications_count_false}
      </Text>
    </Stack>
  );
}

/** How many accounts match; past the server's counting window, "more than" (bench/adminUsers.ts). */
function MatchCount({ page }: { page: { total: number; total_exact: boolean } | null }) {
  if (!page) return null;
  const count = formatNumber(page.total, 0);
  const noun = page.total === 1 ? 'usuario' : 'usuarios';
  return (
    <Text size="sm" c="dimmed" data-testid="user-count">
      {page.total_exact ? `${count} ${noun}` : `Más de ${count} usuarios`}
    </Text>
  );
}

export default function UserListPage(_props: ScreenProps) {
  useSignals();
  const list = useAdminList<AdminUserRow, Filters, AdminUserPage>('users', listUsers, NO_USER_FILTERS);
  const me = currentUser.value;
  return (
    <AdminListPage
      title="Usuarios"
      list={list}
      searchPlaceholder="Buscar por nombre o email..."
      filters={
        <>
          <UserFilters value={list.filters} onChange={list.setFilters} />
          <MatchCount page={list.result} />
        </>
      }
      rowKey={(user) => user.id}
      rowLabel={(user) => user.name}
      renderRow={(user) => <UserRow user={user} />}
      options={(user, confirmDelete) => {
        const options: RowOption[] = [
          { label: 'Iniciar sesión', onClick: () => void impersonate(user.id, user.name) },
          { label: 'Editar', onClick: () => navigateTo(pathTo('admin.user.form', { id: user.id })) },
        ];
        // Oneself, or an administrator holding a permission one lacks: edit only (the server refuses the rest).
        if (!me || user.id === me.id || outranks(user, me)) return options.slice(1);
        options.push({
          label: 'Eliminar',
          danger: true,
          onClick: () =>
            confirmDelete({
              title: 'Eliminar usuario',
              warning: `Se eliminará la cuenta de ${user.name}: sus publicaciones, sus sesiones abiertas y sus datos personales. Sus búsquedas compartidas quedan para los demás participantes.`,
              remove: () => deleteUser(user.id),
            }),
        });
        return options;
      }}
    />
  );
}
