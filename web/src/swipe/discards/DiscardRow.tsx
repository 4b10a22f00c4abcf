// One discard: the publication, where it stays hidden (the scope of the searches it was rejected
// in), when, whether its price dropped since (then it shows again), and 'Volver a mostrar'.
import type { Discard } from '@app/contracts/swipe/discards';
import { Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { formatDate } from '../../format/format.ts';
import { cardImages } from '../../publication/display/cardImages.ts';
import { PriceDropBadge } from '../../publication/display/PriceDrop.tsx';
import { PublicationPrice } from '../../publication/display/PublicationPrice.tsx';

interface DiscardRowProps {
  discard: Discard;
  restoring: boolean;
  onRestore: (discard: Discard) => void;
}

export function DiscardRow({ discard, restoring, onRestore }: DiscardRowProps) {
  const { publication, scope } = discard;
  const image = cardImages(publication.medias, 1)[0];
  return (
    <Card withBorder radius="md" padding="sm" data-testid="discarded-publication">
      <Group wrap="nowrap" align="flex-start">
        {image ? <Image src={image.file_url} alt="" w={88} h={88} radius="sm" fit="cover" /> : null}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} lineClamp={2}>
            {publication.title}
          </Text>
          <PublicationPrice
            amount={publication.amount}
            amountSale={publication.amount_sale}
            currency={publication.currency}
          />
          {discard.price_dropped ? <PriceDropBadge history={publication.price_history} /> : null}
          <Text size="sm" c="dimmed">
            {discard.price_dropped
              ? `Bajó de precio y vuelve a aparecer en tus búsquedas de ${scope.name}.`
              : `Descartada el ${formatDate(discard.discarded_at)} en ${scope.name}.`}
          </Text>
          <Button
            size="xs"
            variant="light"
            w="fit-content"
            loading={restoring}
            aria-label={`Volver a mostrar ${publication.title}`}
            onClick={() => onRestore(discard)}
          >
            Volver a mostrar
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}
