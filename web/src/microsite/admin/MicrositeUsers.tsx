// The users of a microsite on its edit screen: premium accounts only, found by name or e-mail and
// added; each with the 'Predeterminado' toggle (exactly one default while it has users) and Quitar.

import { DEBOUNCE_MS } from '@app/contracts/limits';
import type { MicrositeUser } from '@app/contracts/microsite/microsite';
import { Avatar, Button, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../../feedback/notify.ts';
import { initials } from '../../shell/initials.ts';
import {
  addMicrositeUser,
  micrositeCandidates,
  micrositeUsers,
  removeMicrositeUser,
  setDefaultUser,
} from './micrositesApi.ts';

type UsersAnswer = Promise<{ message: string; data: MicrositeUser[] }>;

interface UserRowProps {
  micrositeId: string;
  user: MicrositeUser;
  change: (write: () => UsersAnswer) => void;
}

function UserRow({ micrositeId, user, change }: UserRowProps) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Avatar src={user.avatar_url} alt="" radius="xl" color="premium">
          {initials(user.name)}
        </Avatar>
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap" flex="none">
        <Switch
          label="Predeterminado"
          aria-label={`Predeterminado: ${user.name}`}
          checked={user.default}
          onChange={(event) => {
            const isDefault = event.currentTarget.checked;
            change(() => setDefaultUser(micrositeId, user.id, isDefault));
          }}
        />
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          aria-label={`Quitar a ${user.name}`}
          onClick={() => change(() => removeMicrositeUser(micrositeId, user.id))}
        >
          Quitar
        </Button>
      </Group>
    </Group>
  );
}

function CandidatePicker({ micrositeId, onPick }: { micrositeId: string; onPick: (userId: string) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, DEBOUNCE_MS.searchInput);
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    micrositeCandidates(micrositeId, debounced).then(
      (found) => setOptions(found.map((user) => ({ value: user.id, label: `${user.name} (${user.email})` }))),
      () => setOptions([]),
    );
  }, [micrositeId, debounced]);
  return (
    <Select
      label="Agregar usuario premium"
      placeholder="Buscá por nombre o e-mail"
      searchable
      filter={({ options: shown }) => shown}
      data={options}
      searchValue={search}
      onSearchChange={setSearch}
      value={null}
      nothingFoundMessage="No hay cuentas premium para agregar"
      onChange={(userId) => {
        if (userId) onPick(userId);
        setSearch('');
      }}
    />
  );
}

export function MicrositeUsers({ micrositeId }: { micrositeId: string }) {
  const [users, setUsers] = useState<MicrositeUser[]>([]);
  useEffect(() => {
    micrositeUsers(micrositeId).then(setUsers, () => setUsers([]));
  }, [micrositeId]);
  const change = (write: () => UsersAnswer) => {
    write().then(
      (answer) => {
        setUsers(answer.data);
        notifySuccess(answer.message);
      },
      () => undefined,
    );
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="microsite-users-title">
      <Title id="microsite-users-title" order={2} size="h4">
        Usuarios
      </Title>
      <CandidatePicker
        micrositeId={micrositeId}
        onPick={(userId) => change(() => addMicrositeUser(micrositeId, userId))}
      />
      {users.length === 0 ? (
        <Text size="sm" c="dimmed">
          Todavía no tiene usuarios: agregá una cuenta premium.
        </Text>
      ) : (
        users.map((user) => <UserRow key={user.id} micrositeId={micrositeId} user={user} change={change} />)
      )}
    </Stack>
  );
}
