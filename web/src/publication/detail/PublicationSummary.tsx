// A publication's content: images, price, type and categories, its fields and its extras, each
// with the extra's title. Shown by the detail panel and by quick creation once created.
import type { Publication } from '@app/contracts/publication/publication';
import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { configuration } from '../../session/sessionState.ts';
import { findType, typeTitle } from '../catalogue/publicationTypes.ts';
import { extraLines } from '../display/extraDisplay.ts';
import { ImageStrip } from '../display/ImageStrip.tsx';
import { OperationBadge } from '../display/OperationBadge.tsx';
import { PriceDropBadge, PriceHistory } from '../display/PriceDrop.tsx';
import { PriorityBadge } from '../display/PriorityBadge.tsx';
import { PublicationPrice } from '../display/PublicationPrice.tsx';
import { stockRows } from '../form/stockRows.ts';

function FieldRow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w="40%" fw={500} c="dimmed">
        {title}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function StockTable({ stock }: { stock: unknown }) {
  const rows = stockRows(stock);
  if (rows.length === 0) return null;
  return (
    <FieldRow title="Stock">
      {rows.map((row) => (
        <Text key={row.key} size="sm">
          {[row.place, row.color, row.size].filter(Boolean).join(' · ') || 'Sin detalle'}: {row.quantity}
        </Text>
      ))}
    </FieldRow>
  );
}

/**
 * `ownerView`: the viewer publishes it, and sees the facts only its publishers may (its visibility).
 * `headingOrder`: 1 where the publication is the page's subject (its public page), else 3.
 */
export function PublicationSummary({
  publication,
  ownerView,
  headingOrder = 3,
}: {
  publication: Publication;
  ownerView: boolean;
  headingOrder?: 1 | 3;
}) {
  useSignals();
  const type = findType(configuration.value?.types ?? [], publication.type_id);
  const lines = extraLines(type?.extras ?? [], publication.extras);
  return (
    <Stack gap="sm">
      <ImageStrip medias={publication.medias} title={publication.title} size={120} />
      <Title order={headingOrder} size={headingOrder === 1 ? 'h2' : 'h4'}>
        {publication.title}
      </Title>
      <PublicationPrice
        amount={publication.amount}
        amountSale={publication.amount_sale}
        currency={publication.currency}
        terms={publication}
      />
      <PriceDropBadge history={publication.price_history} />
      <Group gap={6}>
        <OperationBadge operation={publication.operation} />
        {type ? <Badge variant="outline">{typeTitle(type)}</Badge> : null}
        {publication.categories.map((category) => (
          <Badge key={category.id} variant="light">
            {category.name}
          </Badge>
        ))}
        <PriorityBadge slug={publication.priority} />
      </Group>
      {publication.description ? <Text style={{ whiteSpace: 'pre-line' }}>{publication.description}</Text> : null}
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {publication.address ? <FieldRow title="Dirección">{publication.address.title}</FieldRow> : null}
          {publication.code ? <FieldRow title="Código">{publication.code}</FieldRow> : null}
          {publication.url ? (
            <FieldRow title="Enlace">
              <Anchor href={publication.url} target="_blank" rel="noopener noreferrer">
                {publication.url}
              </Anchor>
            </FieldRow>
          ) : null}
          {lines.map((line) => (
            <FieldRow key={line.slug} title={line.title}>
              {line.value}
            </FieldRow>
          ))}
          <StockTable stock={publication.extras.stock} />
          {publication.price_history.length > 0 ? (
            <FieldRow title="Historial de precios">
              <PriceHistory history={publication.price_history} />
            </FieldRow>
          ) : null}
          {ownerView ? (
            <FieldRow title="Visibilidad">
              {publication.public ? 'Pública' : 'Privada'}
              {publication.shareable ? ' · Impulsada' : ''}
            </FieldRow>
          ) : null}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
