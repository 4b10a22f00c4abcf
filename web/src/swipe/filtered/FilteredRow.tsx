// One decided publication: its picture, title and price, every participant's decision with their
// comment, and (on the reader's own list) their comment to write or change.
import type { FilteredPublication } from '@app/contracts/swipe/filtered';
import { ActionIcon, Button, Card, Group, Image, Menu, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { publicationDetail } from '../../dialogs/dialogState.ts';
import { cardImages } from '../../publication/display/cardImages.ts';
import { PublicationPrice } from '../../publication/display/PublicationPrice.tsx';
import { pictureSources } from '../../publication/display/pictureSources.ts';
import { DotsIcon } from '../../shell/icons.tsx';
import { CommentDialog } from './CommentDialog.tsx';
import { ParticipantDecisions } from './ParticipantDecisions.tsx';

interface FilteredRowProps {
  uuid: string;
  publication: FilteredPublication;
  readerId: string | null;
  editable: boolean;
  onChanged: (publication: FilteredPublication) => void;
}

function withComment(publication: FilteredPublication, readerId: string | null, comment: string | null) {
  return {
    ...publication,
    pivot: { ...publication.pivot, comment },
    users_decisions: publication.users_decisions.map((decision) =>
      decision.id === readerId ? { ...decision, pivot: { ...decision.pivot, comment } } : decision,
    ),
  };
}

export function FilteredRow({ uuid, publication, readerId, editable, onChanged }: FilteredRowProps) {
  const [commenting, setCommenting] = useState(false);
  const image = cardImages(publication.medias, 1)[0];
  return (
    <Card withBorder radius="md" padding="sm" data-testid="filtered-publication">
      <Group wrap="nowrap" align="flex-start">
        {image ? (
          <Image {...pictureSources(image.file_url, '88px')} alt="" w={88} h={88} radius="sm" fit="cover" />
        ) : null}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={600} lineClamp={2}>
              {publication.title}
            </Text>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label="Opciones de la publicación">
                  <DotsIcon size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  onClick={() => {
                    publicationDetail.value = publication;
                  }}
                >
                  Ver detalle
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
          <PublicationPrice
            amount={publication.amount}
            amountSale={publication.amount_sale}
            currency={publication.currency}
          />
          <ParticipantDecisions decisions={publication.users_decisions} />
          {editable ? (
            <Button size="xs" variant="light" w="fit-content" onClick={() => setCommenting(true)}>
              {publication.pivot.comment ? 'Editar comentario' : 'Comentar'}
            </Button>
          ) : null}
        </Stack>
      </Group>
      {commenting ? (
        <CommentDialog
          uuid={uuid}
          publicationId={publication.id}
          comment={publication.pivot.comment}
          onClose={() => setCommenting(false)}
          onSaved={(comment) => onChanged(withComment(publication, readerId, comment))}
        />
      ) : null}
    </Card>
  );
}
