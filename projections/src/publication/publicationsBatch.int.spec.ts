// A batch of publication facts inserts the publications created one after another together; the
// read model must be the one its events give applied one at a time, each in its own transaction.
import { randomUUID } from 'node:crypto';
import { type DomainEvent, extraInputSchema, LOG_START, type RecordedEvent } from '@app/contracts';
import { createTestDatabase } from '@app/database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectReadModels, type ReadModelDatabase } from '../database.ts';
import { migrateReadModels } from '../migrations/migrator.ts';
import { publicationsProjection } from './publicationsProjection.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: ReadModelDatabase;

beforeAll(async () => {
  database = await createTestDatabase('publications_batch');
  db = connectReadModels(database.url, 2);
  await migrateReadModels(db);
});

afterAll(async () => {
  await db.destroy();
  await database.drop();
});

function recorded(event: DomainEvent, occurredAt: string): RecordedEvent {
  const metadata = { userId: null, correlationId: randomUUID(), causationId: null, occurredAt };
  return {
    ...event,
    id: randomUUID(),
    stream: 'test',
    version: 0,
    globalPosition: 0n,
    checkpoint: LOG_START,
    metadata,
  };
}

const typeId = randomUUID();
const category = randomUUID();
const creator = randomUUID();

function fields(title: string, index: number) {
  return {
    typeId,
    title,
    code: index % 2 === 0 ? `C-${index}` : null,
    description: index % 3 === 0 ? 'Luminoso, con balcón al frente' : null,
    text: null,
    url: null,
    categories: index % 2 === 0 ? [category] : [],
    amount: 1_250_000.5 + index,
    amountSale: index % 4 === 0 ? 999_999.99 : null,
    currency: index % 2 === 0 ? ('USD' as const) : ('ARS' as const),
    address:
      index % 3 === 1
        ? null
        : { title: `Calle ${index}`, geolocation: { coordinates: [-34.58 - index / 1_000, -58.43 + 0.1 / 3] } },
    extras: {
      combustible: 'diesel',
      ambientes: index,
      cochera: index % 2 === 0,
      ...(index % 2 === 0 ? { stock: [{ place: 'Depósito', color: 'Negro', size: 'M', quantity: index }] } : {}),
    },
    public: index % 5 !== 4,
    shareable: true,
    ...(index % 2 === 0 ? { operation: 'rent' as const, pricePeriod: 'month' as const } : {}),
  };
}

function created(publicationId: string, index: number, title = `Camioneta ${index}`) {
  return {
    type: 'publication.created.v1',
    data: { ...fields(title, index), publicationId, createdBy: 'user', creatorId: creator },
  };
}

function fuelExtra(extraId: string, type: 'extra.created.v1' | 'extra.changed.v1', dieselTitle: string) {
  const extra = extraInputSchema.parse({
    slug: 'combustible',
    translations: { es: { title: 'Combustible' } },
    config: { type: 'select', options: [{ slug: 'diesel', translations: { es: { title: dieselTitle } } }] },
  });
  return { type, data: { ...extra, extraId } };
}

/** Created runs broken by every other kind of fact, a created one twice, words renamed midway. */
function history(): RecordedEvent[] {
  const ids = Array.from({ length: 8 }, () => randomUUID());
  const extraId = randomUUID();
  const media = { id: randomUUID(), type: 'image', location: 'local', file: 'a.jpg', number: 0 };
  const facts = [
    fuelExtra(extraId, 'extra.created.v1', 'Diésel'),
    created(ids[0]!, 0),
    created(ids[1]!, 1),
    {
      type: 'publication.priority_set.v1',
      data: { publicationId: ids[1], priority: 'destacada', description: null, expiresAt: '2026-12-31T00:00:00.000Z' },
    },
    created(ids[2]!, 2),
    created(ids[2]!, 3, 'La segunda creación no pisa la primera'),
    {
      type: 'publication.media_added.v1',
      data: { publicationId: ids[2], media: { ...media, info: { color: '#000', width: 4, height: 3 } } },
    },
    created(ids[3]!, 4),
    { type: 'publication.changed.v1', data: { ...fields('Cambiada', 5), publicationId: ids[3] } },
    fuelExtra(extraId, 'extra.changed.v1', 'Gasoil'),
    created(ids[4]!, 6),
    created(ids[5]!, 7),
    { type: 'publication.deleted.v1', data: { publicationId: ids[5] } },
    { type: 'publication.operation_set.v1', data: { publicationId: ids[4], operation: 'sale', pricePeriod: null } },
    created(ids[6]!, 8),
    created(ids[7]!, 9),
  ];
  return facts.map((fact, index) =>
    recorded(fact as DomainEvent, new Date(Date.UTC(2026, 10, 1, 12, index)).toISOString()),
  );
}

const TABLES = ['publications', 'publication_publishers', 'publication_media', 'publication_extra_vocabulary'];

async function everyRow(): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const result = await sql<{ row: unknown }>`SELECT to_jsonb(t) AS row FROM ${sql.table(table)} t`.execute(db);
    rows[table] = result.rows.map((row) => JSON.stringify(row.row)).sort();
  }
  return rows;
}

async function empty() {
  await sql`TRUNCATE ${sql.join(TABLES.map((table) => sql.table(table)))}`.execute(db);
}

describe('publications projection batches', () => {
  it('files the same rows as the events applied one at a time', async () => {
    const events = history();
    await empty();
    for (const event of events) {
      await db.transaction().execute((transaction) => publicationsProjection.apply(transaction, event));
    }
    const oneByOne = await everyRow();
    await empty();
    await db.transaction().execute((transaction) => publicationsProjection.applyBatch!(transaction, events));
    const batched = await everyRow();

    expect(oneByOne.publications).toHaveLength(7);
    expect(batched).toEqual(oneByOne);
  });
});
