// 'Salir del grupo' after the confirmation warning (SPEC.md section 8). The group's last admin
// names who takes over in the same dialog: a group always keeps an admin.
import { groupEndpoints as endpoints } from '@app/contracts/group/endpoints';
import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useEndpointQuery } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { navigateTo } from '../routing/navigation.ts';
import { pathTo } from '../routing/paths.ts';
import { currentUser } from '../session/sessionState.ts';
import { leaveGroup } from './groupActions.ts';

/** The others of the group, and whether the caller is its last admin (read only for admins, when asked). */
function useSuccession(groupId: string, askedByAdmin: boolean) {
  const { data } = useEndpointQuery(
    QUERY_SCOPES.groups,
    endpoints.listMembers,
    { params: { id: groupId }, query: { take: 100 } },
    { enabled: askedByAdmin },
  );
  const me = currentUser.value?.id;
  const members = data?.data ?? [];
  const others = members.filter((member) => member.id !== me);
  const lastAdmin = askedByAdmin && data !== undefined && !others.some((member) => member.pivot.admin);
  return { others, lastAdmin };
}

export function LeaveGroupButton({ groupId, admin }: { groupId: string; admin: boolean }) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [successor, setSuccessor] = useState<string | null>(null);
  const { others, lastAdmin } = useSuccession(groupId, admin && open);
  const needsSuccessor = lastAdmin && others.length > 0;
  const leave = async () => {
    setLeaving(true);
    try {
      await leaveGroup(groupId, needsSuccessor ? successor : null);
      setOpen(false);
      navigateTo(pathTo('account.group.index'));
    } catch {
      // Told by the error catalogue.
    } finally {
      setLeaving(false);
    }
  };
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpen(true)}>
        Salir del grupo
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Salir del grupo">
        <Text>Vas a perder el acceso al grupo hasta que alguien vuelva a agregarte.</Text>
        {needsSuccessor ? (
          <Select
            mt="md"
            label="Nuevo administrador"
            description="Sos el único administrador: elegí quién va a administrar el grupo."
            placeholder="Elegí un miembro"
            searchable
            value={successor}
            onChange={setSuccessor}
            data={others.map((member) => ({ value: member.id, label: member.name }))}
          />
        ) : null}
        {lastAdmin && others.length === 0 ? (
          <Text mt="md" c="dimmed" size="sm">
            Sos el único miembro del grupo: invitá a alguien y nombralo administrador antes de salir.
          </Text>
        ) : null}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
          <Button
            color="red"
            loading={leaving}
            disabled={(needsSuccessor && successor === null) || (lastAdmin && others.length === 0)}
            onClick={leave}
          >
            Salir del grupo
          </Button>
        </Group>
      </Modal>
    </>
  );
}
