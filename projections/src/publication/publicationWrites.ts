// A publication's own row and its publishers, from its created / changed / priority / deleted facts.
import type { PublicationEvent, PublicationFields } from '@app/contracts';
import type { Transaction } from 'kysely';
import { toJson } from '../json.ts';
import type { ReadModelTables } from '../tables.ts';
import { extrasTextOf } from './extraVocabulary.ts';

type Tx = Transaction<ReadModelTables>;
type EventOf<Type extends PublicationEvent['type']> = Extract<PublicationEvent, { type: Type }>;

async function fieldColumns(transaction: Tx, fields: PublicationFields) {
  const [latitude, longitude] = fields.address?.geolocation.coordinates ?? [null, null];
  return {
    type_id: fields.typeId,
    title: fields.title,
    code: fields.code,
    description: fields.description,
    text: fields.text,
    url: fields.url,
    categories: fields.categories,
    amount: fields.amount,
    amount_sale: fields.amountSale,
    currency: fields.currency,
    operation: fields.operation ?? null,
    price_period: fields.pricePeriod ?? null,
    address_title: fields.address?.title ?? null,
    latitude,
    longitude,
    extras: toJson(fields.extras),
    extras_text: await extrasTextOf(transaction, fields.extras),
    public: fields.public,
    shareable: fields.shareable,
  };
}

export async function insertPublication(transaction: Tx, event: EventOf<'publication.created.v1'>, at: Date) {
  const { publicationId, creatorId, createdBy } = event.data;
  await transaction
    .insertInto('publications')
    .values({
      id: publicationId,
      creator_id: creatorId,
      created_by: createdBy,
      ...(await fieldColumns(transaction, event.data)),
      priority: null,
      priority_description: null,
      priority_expires_at: null,
      published_at: at,
      listed_at: at,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await transaction
    .insertInto('publication_publishers')
    .values({ publication_id: publicationId, user_id: creatorId, creator: true })
    .onConflict((conflict) => conflict.columns(['publication_id', 'user_id']).doNothing())
    .execute();
}

export async function changePublication(transaction: Tx, event: EventOf<'publication.changed.v1'>, at: Date) {
  await transaction
    .updateTable('publications')
    .set({ ...(await fieldColumns(transaction, event.data)), listed_at: at })
    .where('id', '=', event.data.publicationId)
    .execute();
}

export async function setOperation(transaction: Tx, event: EventOf<'publication.operation_set.v1'>) {
  const { publicationId, operation, pricePeriod } = event.data;
  await transaction
    .updateTable('publications')
    .set({ operation, price_period: pricePeriod })
    .where('id', '=', publicationId)
    .execute();
}

export async function setPriority(transaction: Tx, event: EventOf<'publication.priority_set.v1'>) {
  const { publicationId, priority, description, expiresAt } = event.data;
  await transaction
    .updateTable('publications')
    .set({ priority, priority_description: description, priority_expires_at: new Date(expiresAt) })
    .where('id', '=', publicationId)
    .execute();
}

export async function clearPriority(transaction: Tx, publicationId: string) {
  await transaction
    .updateTable('publications')
    .set({ priority: null, priority_description: null, priority_expires_at: null })
    .where('id', '=', publicationId)
    .execute();
}

export async function deletePublication(transaction: Tx, publicationId: string) {
  await transaction.deleteFrom('publication_media').where('publication_id', '=', publicationId).execute();
  await transaction.deleteFrom('publication_publishers').where('publication_id', '=', publicationId).execute();
  await transaction.deleteFrom('publications').where('id', '=', publicationId).execute();
}
