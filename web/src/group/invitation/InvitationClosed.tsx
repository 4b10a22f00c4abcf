// An invitation that can no longer be answered (used, declined, expired or revoked): why, in the
// screen's words, and where to go next instead of Aceptar and Rechazar.
import type { Invitation } from '@app/contracts/group/group';
import { INVITATION_MESSAGES } from '@app/contracts/group/messages';
import { Button, Group, Text } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { pathTo } from '../../routing/paths.ts';
import { currentUser } from '../../session/sessionState.ts';

type ClosedStatus = Exclude<Invitation['status'], 'pending'>;

const WHY: Record<ClosedStatus, string> = {
  accepted: INVITATION_MESSAGES.used,
  rejected: INVITATION_MESSAGES.declined,
  expired: INVITATION_MESSAGES.expired,
  revoked: INVITATION_MESSAGES.revoked,
};

export function InvitationClosed({ invitation }: { invitation: Invitation }) {
  useSignals();
  const status = invitation.status === 'pending' ? 'accepted' : invitation.status;
  const groupId = invitation.invitationable_id;
  const member = currentUser.value?.groups.some((group) => group.id === groupId) ?? false;
  return (
    <>
      <Text ta="center" role="status">
        {WHY[status]}
      </Text>
      <Group justify="center">
        <Button component={Link} href={pathTo('home')} variant="default">
          Ir al inicio
        </Button>
        {member ? (
          <Button component={Link} href={pathTo('account.group.show', { id: groupId })}>
            Ir al grupo
          </Button>
        ) : (
          <Button component={Link} href={pathTo('group.index')}>
            Explorar grupos
          </Button>
        )}
      </Group>
    </>
  );
}
