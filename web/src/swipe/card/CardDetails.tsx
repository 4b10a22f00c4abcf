// The card's text over the image's lower part: priority, price, decision, title, address, who
// publishes it and its extras; 'Ver detalle' opens the publication panel.
import type { SearchResult } from '@app/contracts/search/results';
import { CONSENSUS_MESSAGES } from '@app/contracts/swipe/consensus';
import { ActionIcon, Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { publicationDetail } from '../../dialogs/dialogState.ts';
import { currencySymbol, findType } from '../../publication/catalogue/publicationTypes.ts';
import { extraLines } from '../../publication/display/extraDisplay.ts';
import { OperationBadge } from '../../publication/display/OperationBadge.tsx';
import { PriceDropBadge } from '../../publication/display/PriceDrop.tsx';
import { PriceTerms } from '../../publication/display/PriceTerms.tsx';
import { PriorityBadge } from '../../publication/display/PriorityBadge.tsx';
import { configuration } from '../../session/sessionState.ts';
import type { SwipeDecision } from '../decisions/decisionState.ts';
import { InfoIcon } from '../swipeIcons.tsx';
import { cardPrice, publishersLine } from './cardText.ts';
import { DecisionStatus } from './DecisionStatus.tsx';

const CARD_EXTRAS = 4;

export function CardDetails({ result, decision }: { result: SearchResult; decision: SwipeDecision }) {
  useSignals();
  const settings = configuration.value;
  const price = cardPrice(result, currencySymbol(settings?.currencies ?? [], result.currency));
  const extras = extraLines(findType(settings?.types ?? [], result.type_id)?.extras ?? [], result.extras);
  const publishers = publishersLine(result.users);

  return (
    <>
      <Group pos="absolute" top={20} left={12} right={12} justify="space-between" style={{ zIndex: 2 }}>
        <PriorityBadge slug={result.priority} />
        <DecisionStatus decision={decision} />
      </Group>
      <Box
        pos="absolute"
        left={0}
        right={0}
        bottom={0}
        px="md"
        pb="md"
        pt={64}
        c="white"
        style={{ zIndex: 2, background: 'linear-gradient(transparent, rgba(0,0,0,0.85) 45%)', pointerEvents: 'none' }}
      >
        <Stack gap={4}>
          {result.group_waiting && decision === 'none' ? (
            <Badge color="pink" variant="filled" size="lg" tt="none" h="auto" py={4} style={{ whiteSpace: 'normal' }}>
              {CONSENSUS_MESSAGES.groupWaiting}
            </Badge>
          ) : null}
          <Group gap="xs" wrap="nowrap">
            <Text fw={800} fz="xl" c={result.amount === null ? 'gray.4' : 'white'}>
              {price.current}
            </Text>
            {price.previous ? (
              <Text size="sm" c="gray.4" td="line-through">
                {price.previous}
              </Text>
            ) : null}
            {price.discountPercent ? (
              <Badge color="teal" variant="filled" size="sm" autoContrast>
                -{price.discountPercent}%
              </Badge>
            ) : null}
            <OperationBadge operation={result.operation} />
          </Group>
          {result.amount !== null ? (
            <PriceTerms
              publication={result}
              color="gray.3"
              pesosSymbol={currencySymbol(settings?.currencies ?? [], 'ARS')}
            />
          ) : null}
          <PriceDropBadge history={result.price_history} onPhoto />
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} fz="lg" c="white" lineClamp={2}>
              {result.title}
            </Title>
            <ActionIcon
              className="pressable"
              variant="white"
              color="dark"
              radius="xl"
              aria-label="Ver detalle"
              style={{ pointerEvents: 'auto', flexShrink: 0 }}
              onClick={() => {
                publicationDetail.value = result;
              }}
            >
              <InfoIcon size={18} />
            </ActionIcon>
          </Group>
          {result.address ? (
            <Text size="sm" c="gray.3" lineClamp={1}>
              {result.address.title}
            </Text>
          ) : null}
          {publishers ? (
            <Text size="xs" c="gray.4">
              {publishers}
            </Text>
          ) : null}
          {extras.length > 0 ? (
            <Group gap={6} mt={4}>
              {extras.slice(0, CARD_EXTRAS).map((line) => (
                <Badge key={line.slug} variant="white" color="dark" size="sm" tt="none">
                  {line.title}: {line.value}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
      </Box>
    </>
  );
}
