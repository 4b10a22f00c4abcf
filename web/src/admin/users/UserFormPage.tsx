// admin.user.form: name (3 to 150), premium with an end date or none, administrator with its
// permissions, and statistics. 'Usuario actualizado correctamente.' on success. The rights the
// acting administrator may not change are shown locked, with the reason (editableRights.ts).
import { type AdminUserInput, type AdminUserRow, adminUserInputSchema } from '@app/contracts/account/adminUser';
import { PERMISSIONS, type Permission } from '@app/contracts/permissions';
import { Checkbox, Group, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { zodValidate } from '../../forms/zodValidate.ts';
import { goHome } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { currentUser } from '../../session/sessionState.ts';
import { AdminFormPage } from '../../shared/admin/AdminFormPage.tsx';
import { PLATFORM_SECTIONS } from '../../shell/userMenu/menuSections.ts';
import { editableRights, type RightsHolder } from './editableRights.ts';
import { loadUser, saveUser } from './usersApi.ts';

interface UserFormValues {
  name: string;
  is_premium: boolean;
  /** 'YYYY-MM-DD' or '' (no time limit). */
  premium_until: string;
  is_admin: boolean;
  permissions: Permission[];
  has_stat: boolean;
}

function formValues(user: AdminUserRow): UserFormValues {
  return {
    name: user.name,
    is_premium: user.is_premium,
    premium_until: user.premium_until ? user.premium_until.slice(0, 10) : '',
    is_admin: user.is_admin,
    permissions: user.permissions,
    has_stat: user.has_stat,
  };
}

/** The end date is the end of that day in Argentina. */
function toInput(values: UserFormValues): AdminUserInput {
  const until = values.is_premium && values.premium_until ? `${values.premium_until}T23:59:59-03:00` : null;
  return { ...values, premium_until: until, permissions: values.is_admin ? values.permissions : [] };
}

export function UserForm({ user, actor }: { user: AdminUserRow; actor: RightsHolder }) {
  const form = useForm<UserFormValues>({
    initialValues: formValues(user),
    validate: (values) => zodValidate(adminUserInputSchema)(toInput(values)),
  });
  const { values } = form;
  const rights = editableRights(actor, user);
  return (
    <AdminFormPage
      title="Editar usuario"
      form={form}
      listPath={pathTo('admin.user.index')}
      save={(submitted, options) => saveUser(user.id, toInput(submitted), options)}
    >
      <TextInput label="Nombre" required {...form.getInputProps('name')} />
      <TextInput label="Email" value={user.email} disabled readOnly />
      <Switch label="Premium" {...form.getInputProps('is_premium', { type: 'checkbox' })} />
      {values.is_premium ? (
        <TextInput
          type="date"
          label="Premium hasta"
          description="Vacío: sin límite de tiempo"
          {...form.getInputProps('premium_until')}
        />
      ) : null}
      <Switch label="Estadísticas" {...form.getInputProps('has_stat', { type: 'checkbox' })} />
      <Switch
        label="Administrador"
        disabled={!rights.adminFlag}
        {...form.getInputProps('is_admin', { type: 'checkbox' })}
      />
      {values.is_admin ? (
        <Checkbox.Group label="Permisos" description={rights.reason} {...form.getInputProps('permissions')}>
          <Group mt="xs">
            {PERMISSIONS.map((permission) => (
              <Checkbox
                key={permission}
                value={permission}
                label={PLATFORM_SECTIONS[permission].label}
                disabled={!rights.permissions.includes(permission)}
              />
            ))}
          </Group>
        </Checkbox.Group>
      ) : null}
    </AdminFormPage>
  );
}

export default function UserFormPage(_props: ScreenProps) {
  useSignals();
  const { id } = useParams<{ id: string }>();
  const [user, setUser] = useState<AdminUserRow | null>(null);
  useEffect(() => {
    loadUser(id).then(setUser, () => goHome({ replace: true }));
  }, [id]);
  const actor = currentUser.value;
  return user && actor ? <UserForm user={user} actor={actor} /> : null;
}
