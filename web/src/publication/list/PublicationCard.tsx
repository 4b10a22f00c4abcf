// One publication of the seller's list: images (at most five), title, price, priority and
// visibility, and the actions the seller may take on it.
import type { Publication } from '@app/contracts/publication/publication';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { publicationDetail } from '../../dialogs/dialogState.ts';
import { navigateTo } from '../../routing/navigation.ts';
import { pathTo } from '../../routing/paths.ts';
import { ImageStrip } from '../display/ImageStrip.tsx';
import { OperationBadge } from '../display/OperationBadge.tsx';
import { PriorityBadge } from '../display/PriorityBadge.tsx';
import { PublicationPrice } from '../display/PublicationPrice.tsx';

export interface PublicationCardProps {
  publication: Publication;
  onPriority: (publication: Publication) => void;
  onDelete: (publication: Publication) => void;
}

export function PublicationCard({ publication, onPriority, onDelete }: PublicationCardProps) {
  const { id, title } = publication;
  return (
    <Card withBorder padding="md" component="article" aria-label={title}>
      <Stack gap="sm">
        <ImageStrip medias={publication.medias} title={title} />
        <div>
          <Anchor
            component="button"
            type="button"
            fw={700}
            c="dark"
            ta="left"
            onClick={() => {
              publicationDetail.value = publication;
            }}
          >
            {title}
          </Anchor>
          {publication.code ? (
            <Text size="xs" c="dimmed">
              Código {publication.code}
            </Text>
          ) : null}
        </div>
        <PublicationPrice
          amount={publication.amount}
          amountSale={publication.amount_sale}
          currency={publication.currency}
          terms={publication}
        />
        <Group gap={6}>
          <OperationBadge operation={publication.operation} />
          <PriorityBadge slug={publication.priority} />
          {publication.public ? null : (
            <Badge color="gray" variant="light" size="sm">
              Privada
            </Badge>
          )}
          {publication.locked_reason ? (
            <Badge color="blue" variant="light" size="sm">
              {publication.locked_reason}
            </Badge>
          ) : null}
        </Group>
        <Group gap="xs">
          {publication.editable ? (
            <Button size="xs" variant="light" onClick={() => navigateTo(pathTo('account.publication.edit', { id }))}>
              Editar
            </Button>
          ) : null}
          <Button size="xs" variant="light" color="gray" onClick={() => onPriority(publication)}>
            Prioridad
          </Button>
          <Button
            size="xs"
            variant="light"
            color="gray"
            onClick={() => navigateTo(pathTo('account.stat.publication', { id }))}
          >
            Superlikes
          </Button>
          {publication.deletable ? (
            <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(publication)}>
              Eliminar
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
