// How to reach a lead, limited to the contact types they enabled, and 'Marcar como contactado'.
import type { Superlike } from '@app/contracts/swipe/superlikes';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { notifySuccess } from '../feedback/notify.ts';
import { formatDateTime } from '../format/format.ts';
import { SuperlikeContactLines } from '../live/SuperlikeContactLines.tsx';
import { useContactLead } from './statisticsApi.ts';

interface ContactLeadDialogProps {
  publicationId: string;
  lead: Superlike;
  onClose: () => void;
}

export function ContactLeadDialog({ publicationId, lead, onClose }: ContactLeadDialogProps) {
  const contact = useContactLead();
  const { email, phone, whatsapp } = lead.contact;
  const channel = whatsapp ? 'whatsapp' : phone ? 'phone' : email ? 'email' : null;
  const markContacted = () =>
    contact.mutate(
      { params: { id: publicationId }, body: { user_id: lead.id, channel } },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={lead.name} centered>
      <Stack gap="sm">
        <SuperlikeContactLines contact={lead.contact} />
        {lead.contacted_at ? (
          <Text size="sm" c="dimmed">
            Contactado el {formatDateTime(lead.contacted_at)}
          </Text>
        ) : (
          <Button onClick={markContacted} loading={contact.isPending}>
            Marcar como contactado
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
