// An admin's invitation link: issued on demand, shared through the device (or copied: the link
// stays shown above the button).
import { INVITATION_MESSAGES } from '@app/contracts/group/messages';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { notifyError } from '../feedback/notify.ts';
import { pathTo } from '../routing/paths.ts';
import { inviteToGroup } from './groupActions.ts';

export function InviteLink({ groupId, groupName }: { groupId: string; groupName: string }) {
  const [link, setLink] = useState<string | null>(null);
  const share = async (url: string) => {
    if (!navigator.share) {
      notifyError(INVITATION_MESSAGES.shareUnsupported);
      return;
    }
    await navigator.share({ title: groupName, text: `Te invito al grupo ${groupName}`, url }).catch(() => undefined);
  };
  const invite = async () => {
    const uuid = await inviteToGroup(groupId).catch(() => null);
    if (!uuid) return;
    const url = `${window.location.origin}${pathTo('invitation.index', { uuid })}`;
    setLink(url);
    await share(url);
  };
  return (
    <Stack gap="xs">
      {link ? (
        <>
          <TextInput
            label="Link de invitación"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Text size="xs" c="dimmed">
            Vale por 24 horas y para una sola persona.
          </Text>
          <Button variant="light" onClick={() => share(link)}>
            Compartir
          </Button>
        </>
      ) : (
        <Button variant="light" onClick={invite}>
          Invitar
        </Button>
      )}
    </Stack>
  );
}
