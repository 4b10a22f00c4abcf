// 'Crear grupo' / 'Editar grupo': name, description, a logo cropped square, public (fixed once
// created), discoverable and, only then, the address. Cancel returns to the list.
import { groupEndpoints as endpoints } from '@app/contracts/group/endpoints';
import type { Address } from '@app/contracts/publication/publication';
import { Button, Container, FileInput, Group, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { useEndpointQuery } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { AddressField } from '../publication/address/AddressField.tsx';
import { navigateTo } from '../routing/navigation.ts';
import { pathTo } from '../routing/paths.ts';
import type { ScreenProps } from '../routing/screenProps.ts';
import { GroupLogo } from './GroupLogo.tsx';
import { createGroup, updateGroup } from './groupActions.ts';
import { squareLogo } from './squareLogo.ts';

interface Fields {
  name: string;
  description: string;
  public: boolean;
  discoverable: boolean;
  address: Address | null;
}

const EMPTY: Fields = { name: '', description: '', public: false, discoverable: false, address: null };

export default function GroupFormPage({ routeName }: ScreenProps) {
  const editing = routeName === 'account.group.edit';
  const { id = '' } = useParams<{ id?: string }>();
  const existing = useEndpointQuery(QUERY_SCOPES.groups, endpoints.showGroup, { params: { id } }, { enabled: editing });
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [logo, setLogo] = useState<string | null | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const group = existing.data;

  useEffect(() => {
    if (!group) return;
    const { name, description, discoverable, address } = group;
    setFields({ name, description: description ?? '', public: group.public, discoverable, address });
  }, [group]);

  const set = (changes: Partial<Fields>) => setFields((current) => ({ ...current, ...changes }));
  const submit = async () => {
    setSubmitting(true);
    setErrors({});
    const body = { ...fields, description: fields.description || null, ...(logo === undefined ? {} : { logo }) };
    try {
      const saved = editing ? await updateGroup(id, body, setErrors) : await createGroup(body, setErrors);
      navigateTo(pathTo('account.group.show', { id: saved.id }));
    } catch {
      // Told by the error catalogue.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {editing ? 'Editar grupo' : 'Crear grupo'}
        </Title>
        <TextInput
          label="Nombre"
          required
          value={fields.name}
          error={errors.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        <Textarea
          label="Descripción"
          autosize
          minRows={4}
          maxRows={10}
          value={fields.description}
          error={errors.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />
        <Group align="center">
          <GroupLogo
            name={fields.name || 'Grupo'}
            url={logo === undefined ? (group?.logo_url ?? null) : logo}
            size="xl"
          />
          <FileInput
            label="Logo"
            accept="image/png,image/jpeg,image/webp,image/bmp"
            placeholder="Elegir imagen"
            error={errors.logo}
            onChange={(file) => {
              if (file)
                squareLogo(file).then(setLogo, () =>
                  setErrors({ logo: 'El logo debe ser una imagen (jpg, jpeg, png, webp o bmp).' }),
                );
            }}
          />
        </Group>
        <Switch
          label="Grupo público"
          checked={fields.public}
          disabled={editing}
          error={errors.public}
          onChange={(event) => set({ public: event.currentTarget.checked })}
        />
        <Switch
          label="Visible en el listado de grupos"
          checked={fields.discoverable}
          onChange={(event) => set({ discoverable: event.currentTarget.checked })}
        />
        {fields.discoverable ? (
          <AddressField value={fields.address} onChange={(address) => set({ address })} error={errors.address} />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigateTo(pathTo('account.group.index'))}>
            Cancelar
          </Button>
          <Button loading={submitting} onClick={submit}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
