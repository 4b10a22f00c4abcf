// admin.microsite.create / edit and account.microsite.create: name (3 to 150), host, status, the
// settings toggles (users, groups), the three logos, the style with its live preview; once it
// exists, its users with the default toggle (SPEC.md section 2, "Admin screens").
import {
  DEFAULT_MICROSITE_STYLE,
  MICROSITE_LOGOS,
  MICROSITE_STATUS_TITLES,
  MICROSITE_STATUSES,
  type Microsite,
  type MicrositeInput,
  type MicrositeLogo,
  type MicrositeStatus,
  micrositeInputSchema,
} from '@app/contracts/microsite/microsite';
import { Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { zodValidate } from '../../forms/zodValidate.ts';
import { pathTo } from '../../routing/paths.ts';
import type { ScreenProps } from '../../routing/screenProps.ts';
import { AdminFormPage } from '../../shared/admin/AdminFormPage.tsx';
import { useLoaded } from '../../shared/admin/useLoaded.ts';
import { LogoField } from './LogoField.tsx';
import { MicrositeUsers } from './MicrositeUsers.tsx';
import { type LogoFiles, loadMicrosite, saveMicrosite } from './micrositesApi.ts';
import { StyleEditor } from './StyleEditor.tsx';

const LOGO_TITLES: Record<MicrositeLogo, string> = {
  main: 'Logo principal',
  secondary: 'Logo secundario',
  square: 'Logo cuadrado (ícono)',
};

const EMPTY: MicrositeInput = {
  name: '',
  host: '',
  status: 'pending',
  style: DEFAULT_MICROSITE_STYLE,
  settings: { users: false, groups: false },
};

function formValues(row: Microsite): MicrositeInput {
  const { name, host, status, style, settings } = row;
  return { name, host, status, style, settings };
}

function MicrositeForm({ row }: { row: Microsite | null }) {
  const form = useForm<MicrositeInput>({
    initialValues: row ? formValues(row) : EMPTY,
    validate: zodValidate(micrositeInputSchema),
  });
  const [logos, setLogos] = useState<LogoFiles>({});
  const savedId = useRef<string | null>(row?.id ?? null);
  const save = async (values: MicrositeInput, options: Parameters<typeof saveMicrosite>[3]) => {
    const answer = await saveMicrosite(row?.id ?? null, values, logos, options);
    savedId.current = answer.data.id;
    return answer.message;
  };
  return (
    <AdminFormPage
      title={row ? 'Editar micrositio' : 'Nuevo micrositio'}
      form={form}
      listPath={pathTo('admin.microsite.index')}
      // A new microsite opens for editing, where its users are added.
      savedPath={row ? undefined : () => pathTo('admin.microsite.edit', { id: savedId.current ?? '' })}
      save={save}
    >
      <TextInput label="Nombre" required maxLength={150} {...form.getInputProps('name')} />
      <TextInput
        label="Dominio"
        description="Sin http:// ni rutas, por ejemplo inmobiliaria.com.ar"
        required
        maxLength={300}
        {...form.getInputProps('host')}
      />
      <Select
        label="Estado"
        allowDeselect={false}
        data={MICROSITE_STATUSES.map((status) => ({ value: status, label: MICROSITE_STATUS_TITLES[status] }))}
        {...form.getInputProps('status')}
        onChange={(status) => status && form.setFieldValue('status', status as MicrositeStatus)}
      />
      <Switch
        label="Mostrar las cuentas con las que se interactúa"
        {...form.getInputProps('settings.users', { type: 'checkbox' })}
      />
      <Switch label="Mostrar los grupos" {...form.getInputProps('settings.groups', { type: 'checkbox' })} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          Logos
        </Title>
        {MICROSITE_LOGOS.map((logo) => (
          <LogoField
            key={logo}
            label={LOGO_TITLES[logo]}
            current={row?.[`logo_${logo}_url`] ?? null}
            file={logos[logo]}
            onChange={(file) => setLogos((chosen) => ({ ...chosen, [logo]: file }))}
          />
        ))}
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Estilo
        </Title>
        <StyleEditor
          style={form.values.style}
          onChange={(style) => form.setFieldValue('style', style)}
          error={form.errors['style.primary_color'] as string | undefined}
        />
      </Stack>
      {row ? <MicrositeUsers micrositeId={row.id} /> : null}
    </AdminFormPage>
  );
}

export default function MicrositeFormPage(_props: ScreenProps) {
  const row = useLoaded(loadMicrosite);
  return row === undefined ? null : <MicrositeForm key={row?.id ?? 'new'} row={row} />;
}
