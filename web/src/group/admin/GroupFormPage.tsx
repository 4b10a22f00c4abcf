// admin.group.form: any group's name (3 to 150), description, logo (images only, cropped square),
// discoverable and, only then, its address. Whether it is public is shown, never changed.
import type { Group as GroupRow } from '@app/contracts/group/group';
import { groupInputSchema } from '@app/contracts/group/group';
import { FileInput, Group, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zodValidate } from '../../forms/zodValidate.ts';
import { AddressField } from '../../publication/address/AddressField.tsx';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { AdminFormPage } from '../../shared/admin/AdminFormPage.tsx';
import { useLoaded } from '../../shared/admin/useLoaded.ts';
import { GroupLogo } from '../GroupLogo.tsx';
import { squareLogo } from '../squareLogo.ts';
import { type AdminGroupInput, loadGroup, saveGroup } from './groupsApi.ts';

const NOT_AN_IMAGE = 'El logo debe ser una imagen (jpg, jpeg, png, webp o bmp).';

function AdminGroupForm({ group }: { group: GroupRow }) {
  const form = useForm<AdminGroupInput>({
    initialValues: {
      name: group.name,
      description: group.description ?? '',
      public: group.public,
      discoverable: group.discoverable,
      address: group.address,
    },
    validate: zodValidate(groupInputSchema),
  });
  const logo = form.values.logo === undefined ? group.logo_url : form.values.logo;
  return (
    <AdminFormPage
      title="Editar grupo"
      form={form}
      listPath={pathTo('admin.group.index')}
      save={(values, options) => saveGroup(group.id, values, options)}
    >
      <TextInput label="Nombre" required {...form.getInputProps('name')} />
      <Textarea
        label="Descripción"
        autosize
        minRows={3}
        {...form.getInputProps('description')}
        value={form.values.description ?? ''}
      />
      <Group align="center">
        <GroupLogo name={form.values.name || 'Grupo'} url={logo ?? null} size="xl" />
        <FileInput
          label="Logo"
          accept="image/png,image/jpeg,image/webp,image/bmp"
          placeholder="Elegir imagen"
          error={form.errors.logo}
          onChange={(file) => {
            if (file)
              squareLogo(file).then(
                (dataUrl) => form.setFieldValue('logo', dataUrl),
                () => form.setFieldError('logo', NOT_AN_IMAGE),
              );
          }}
        />
      </Group>
      <Switch label="Grupo público" disabled {...form.getInputProps('public', { type: 'checkbox' })} />
      <Switch label="Visible en el listado de grupos" {...form.getInputProps('discoverable', { type: 'checkbox' })} />
      {form.values.discoverable ? (
        <AddressField
          value={form.values.address ?? null}
          onChange={(address) => form.setFieldValue('address', address)}
          error={typeof form.errors.address === 'string' ? form.errors.address : undefined}
        />
      ) : null}
    </AdminFormPage>
  );
}

export default function AdminGroupFormPage(_props: ScreenProps) {
  const group = useLoaded(loadGroup);
  return group ? <AdminGroupForm group={group} /> : null;
}
