// The publications projection reads the extras' words once per batch; extra facts inside the batch
// must still reach the publications after them, and a renamed option the ones before.
import { randomUUID } from 'node:crypto';
import { type DomainEvent, extraInputSchema, LOG_START, type RecordedEvent } from '@app/contracts';
import { createTestDatabase } from '@app/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectReadModels, type ReadModelDatabase } from '../database.ts';
import { migrateReadModels } from '../migrations/migrator.ts';
import { publicationsProjection } from './publicationsProjection.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: ReadModelDatabase;

beforeAll(async () => {
  database = await createTestDatabase('vocabulary');
  db = connectReadModels(database.url, 2);
  await migrateReadModels(db);
});

afterAll(async () => {
  await db.destroy();
  await database.drop();
});

function recorded(event: DomainEvent): RecordedEvent {
  const metadata = {
    userId: null,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  };
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

function fuelExtra(slug: string, extraId: string, type: 'extra.created.v1' | 'extra.changed.v1', dieselTitle: string) {
  const extra = extraInputSchema.parse({
    slug,
    translations: { es: { title: 'Combustible' } },
    config: { type: 'select', options: [{ slug: 'diesel', translations: { es: { title: dieselTitle } } }] },
  });
  return recorded({ type, data: { ...extra, extraId } } as DomainEvent);
}

function dieselVehicle(slug: string, publicationId: string) {
  return recorded({
    type: 'publication.created.v1',
    data: {
      publicationId,
      createdBy: 'user',
      creatorId: randomUUID(),
      typeId: randomUUID(),
      title: 'Camioneta',
      code: null,
      description: null,
      text: null,
      url: null,
      categories: [],
      amount: null,
      amountSale: null,
      currency: 'ARS',
      address: null,
      extras: { [slug]: 'diesel' },
      public: true,
      shareable: true,
    },
  } as DomainEvent);
}

async function applyAsOneBatch(events: readonly RecordedEvent[]): Promise<void> {
  await db.transaction().execute((transaction) => publicationsProjection.applyBatch!(transaction, events));
}

async function extrasText(publicationId: string): Promise<string> {
  const row = await db
    .selectFrom('publications')
    .select('extras_text')
    .where('id', '=', publicationId)
    .executeTakeFirst();
  return row?.extras_text ?? '';
}

describe('extras words within one batch', () => {
  it('gives each publication the words the extras had when it was written', async () => {
    const extraId = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    await applyAsOneBatch([
      dieselVehicle('combustible', randomUUID()),
      fuelExtra('combustible', extraId, 'extra.created.v1', 'Diésel'),
      dieselVehicle('combustible', first),
      fuelExtra('combustible', extraId, 'extra.changed.v1', 'Gasoil'),
      dieselVehicle('combustible', second),
    ]);
    expect(await extrasText(first)).toBe('Gasoil');
    expect(await extrasText(second)).toBe('Gasoil');
  });

  it('reads an extra created in an earlier batch', async () => {
    const publicationId = randomUUID();
    await applyAsOneBatch([fuelExtra('motor', randomUUID(), 'extra.created.v1', 'Diésel')]);
    await applyAsOneBatch([dieselVehicle('motor', publicationId)]);
    expect(await extrasText(publicationId)).toBe('Diésel');
  });
});
