// The group's ranking as a list: position, picture, title, price and how the group decided it; a
// vetoed publication (a reject under a unanimous rule) says so.
import { RANKING_MESSAGES, type RankedPublication } from '@app/contracts/swipe/groupRanking';
import { Badge, Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { publicationDetail } from '../../dialogs/dialogState.ts';
import { cardImages } from '../../publication/display/cardImages.ts';
import { PublicationPrice } from '../../publication/display/PublicationPrice.tsx';

function tallyText({ likes, superlikes, rejections }: RankedPublication): string {
  const parts = [likes === 1 ? '1 me gusta' : `${likes} me gusta`];
  if (superlikes > 0) parts.push(superlikes === 1 ? '1 superlike' : `${superlikes} superlikes`);
  if (rejections > 0) parts.push(rejections === 1 ? '1 rechazo' : `${rejections} rechazos`);
  return parts.join(' · ');
}

function RankingRow({ entry, compact }: { entry: RankedPublication; compact: boolean }) {
  const { publication } = entry;
  const image = cardImages(publication.medias, 1)[0];
  const size = compact ? 56 : 88;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="ranked-publication">
      <UnstyledButton
        onClick={() => {
          publicationDetail.value = publication;
        }}
      >
        <Group wrap="nowrap" align="flex-start">
          <Text fw={700} size="lg" w={28} ta="center">
            {entry.position}
          </Text>
          {image ? <Image src={image.file_url} alt="" w={size} h={size} radius="sm" fit="cover" /> : null}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }} ta="left">
            <Text fw={600} lineClamp={2}>
              {publication.title}
            </Text>
            {compact ? null : (
              <PublicationPrice
                amount={publication.amount}
                amountSale={publication.amount_sale}
                currency={publication.currency}
              />
            )}
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {tallyText(entry)}
              </Text>
              {entry.vetoed ? (
                <Badge color="red" variant="light" size="sm">
                  {RANKING_MESSAGES.vetoed}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </UnstyledButton>
    </Card>
  );
}

export function RankingList({
  entries,
  compact = false,
}: {
  entries: readonly RankedPublication[];
  compact?: boolean;
}) {
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={RANKING_MESSAGES.title}>
      {entries.map((entry) => (
        <li key={entry.publication.id}>
          <RankingRow entry={entry} compact={compact} />
        </li>
      ))}
    </Stack>
  );
}
