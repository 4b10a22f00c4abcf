// A publication's own row and its publishers, from its created / changed / priority / deleted facts.
import type { PublicationEvent, PublicationFields } from '@app/contracts';
import { sql, type Transaction } from 'kysely';
import { toJson } from '../json.ts';
import { executeUnanswered, UNANSWERED } from '../statementHints.ts';
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

/** One created publication (a batch's are inserted together by insertPublications). */
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

/** The columns a created publication fills, as one JSON record each (`jsonb_to_recordset`). */
const CREATED_COLUMNS = sql.raw(`id, creator_id, created_by, type_id, title, code, description, text, url,
  categories, amount, amount_sale, currency, operation, price_period, address_title, latitude, longitude, extras,
  extras_text, public, shareable, published_at, listed_at`);
const CREATED_RECORD = sql.raw(`id uuid, creator_id uuid, created_by text, type_id uuid, title text, code text,
  description text, text text, url text, categories uuid[], amount numeric, amount_sale numeric, currency text,
  operation text, price_period text, address_title text, latitude float8, longitude float8, extras jsonb,
  extras_text text, public boolean, shareable boolean, published_at timestamptz, listed_at timestamptz`);

export interface CreatedPublication {
  event: EventOf<'publication.created.v1'>;
  at: Date;
}

async function createdRecord(transaction: Tx, { event, at }: CreatedPublication) {
  const { publicationId, creatorId, createdBy, ...fields } = event.data;
  const [latitude, longitude] = fields.address?.geolocation.coordinates ?? [null, null];
  return {
    id: publicationId,
    creator_id: creatorId,
    created_by: createdBy,
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
    extras: fields.extras,
    extras_text: await extrasTextOf(transaction, fields.extras),
    public: fields.public,
    shareable: fields.shareable,
    published_at: at.toISOString(),
    listed_at: at.toISOString(),
  };
}

/**
 * Publications created one after another in the log, with their creators as publishers: two
 * statements however many there are (a replay's batch holds hundreds), neither answer read. A
 * publication already filed keeps its row, as when each was inserted on its own.
 */
export async function insertPublications(transaction: Tx, created: readonly CreatedPublication[]) {
  if (created.length === 0) return;
  const records = JSON.stringify(await Promise.all(created.map((one) => createdRecord(transaction, one))));
  await sql`${sql.raw(UNANSWERED)} INSERT INTO publications (${CREATED_COLUMNS})
    SELECT ${CREATED_COLUMNS} FROM jsonb_to_recordset(${records}::jsonb) AS r(${CREATED_RECORD})
    ON CONFLICT (id) DO NOTHING`.execute(transaction);
  const ids = created.map(({ event }) => event.data.publicationId);
  const creators = created.map(({ event }) => event.data.creatorId);
  await sql`${sql.raw(UNANSWERED)} INSERT INTO publication_publishers (publication_id, user_id, creator)
    SELECT id, creator_id, true FROM unnest(${ids}::uuid[], ${creators}::uuid[]) AS r(id, creator_id)
    ON CONFLICT (publication_id, user_id) DO NOTHING`.execute(transaction);
}

export async function changePublication(transaction: Tx, event: EventOf<'publication.changed.v1'>, at: Date) {
  const query = transaction
    .updateTable('publications')
    .set({ ...(await fieldColumns(transaction, event.data)), listed_at: at })
    .where('id', '=', event.data.publicationId);
  await executeUnanswered(transaction, query);
}

export async function setOperation(transaction: Tx, event: EventOf<'publication.operation_set.v1'>) {
  const { publicationId, operation, pricePeriod } = event.data;
  const query = transaction
    .updateTable('publications')
    .set({ operation, price_period: pricePeriod })
    .where('id', '=', publicationId);
  await executeUnanswered(transaction, query);
}

export async function setPriority(transaction: Tx, event: EventOf<'publication.priority_set.v1'>) {
  const { publicationId, priority, description, expiresAt } = event.data;
  const query = transaction
    .updateTable('publications')
    .set({ priority, priority_description: description, priority_expires_at: new Date(expiresAt) })
    .where('id', '=', publicationId);
  await executeUnanswered(transaction, query);
}

export async function clearPriority(transaction: Tx, publicationId: string) {
  const query = transaction
    .updateTable('publications')
    .set({ priority: null, priority_description: null, priority_expires_at: null })
    .where('id', '=', publicationId);
  await executeUnanswered(transaction, query);
}

export async function deletePublication(transaction: Tx, publicationId: string) {
  await executeUnanswered(
    transaction,
    transaction.deleteFrom('publication_media').where('publication_id', '=', publicationId),
  );
  await executeUnanswered(
    transaction,
    transaction.deleteFrom('publication_publishers').where('publication_id', '=', publicationId),
  );
  await executeUnanswered(transaction, transaction.deleteFrom('publications').where('id', '=', publicationId));
}
