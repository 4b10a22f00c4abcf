// 'Salir del grupo' after the confirmation warning (SPEC.md section 8).
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { navigateTo } from '../routing/navigation.ts';
import { pathTo } from '../routing/paths.ts';
import { leaveGroup } from './groupActions.ts';

export function LeaveGroupButton({ groupId }: { groupId: string }) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    try {
      await leaveGroup(groupId);
      setOpen(false);
      navigateTo(pathTo('account.group.index'));
    } catch {
      // Told by the error catalogue (the last admin names a successor first).
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
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
          <Button color="red" loading={leaving} onClick={leave}>
            Salir del grupo
          </Button>
        </Group>
      </Modal>
    </>
  );
}
