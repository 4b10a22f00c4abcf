// A batch files the publications created one after another together; portfolios, coverage and the
// area counts must be the ones its facts give applied one at a time, each in its own transaction.
import { randomUUID } from 'node:crypto';
import { type DomainEvent, LOG_START, type RecordedEvent } from '@app/contracts';
import { createTestDatabase } from '@app/database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectReadModels, type ReadModelDatabase } from '../../database.ts';
import { migrateReadModels } from '../../migrations/migrator.ts';
import { groupPortfoliosProjection } from './groupPortfoliosProjection.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: ReadModelDatabase;

beforeAll(async () => {
  database = await createTestDatabase('portfolios_batch');
  db = connectReadModels(database.url, 2);
  await migrateReadModels(db);
});

afterAll(async () => {
  await db.destroy();
  await database.drop();
});

function recorded(event: { type: string; data: unknown }, minute: number): RecordedEvent {
  const occurredAt = new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString();
  const metadata = { userId: null, correlationId: randomUUID(), causationId: null, occurredAt };
  return {
    ...(event as DomainEvent),
    id: randomUUID(),
    stream: 'test',
    version: 0,
    globalPosition: 0n,
    checkpoint: LOG_START,
    metadata,
  };
}

const PALERMO = [-34.58, -58.43];
const NEAR_PALERMO = [-34.581, -58.431];
const PILAR = [-34.46, -58.91];

function publication(publicationId: string, creatorId: string, coordinates: number[] | null, shareable = true) {
  const address = coordinates ? { title: 'Calle', geolocation: { coordinates } } : null;
  return { publicationId, creatorId, createdBy: 'user', typeId: randomUUID(), title: 'Casa', address, shareable };
}

/** Runs of created publications broken by joins, leaves, changes, deletions and a second group. */
function history(): RecordedEvent[] {
  const [ana, beto, carla] = [randomUUID(), randomUUID(), randomUUID()];
  const [first, second] = [randomUUID(), randomUUID()];
  const ids = Array.from({ length: 10 }, () => randomUUID());
  const created = (index: number, creator: string, at: number[] | null, shareable = true) => ({
    type: 'publication.created.v1',
    data: publication(ids[index]!, creator, at, shareable),
  });
  const facts = [
    { type: 'group.created.v1', data: { groupId: first, creatorId: ana } },
    created(0, ana, PALERMO),
    created(1, ana, NEAR_PALERMO),
    created(2, ana, PILAR, false),
    created(3, beto, PALERMO),
    { type: 'group.member_joined.v1', data: { groupId: first, userId: beto } },
    created(4, beto, NEAR_PALERMO),
    created(5, beto, null),
    created(6, carla, PALERMO),
    { type: 'publication.changed.v1', data: publication(ids[1]!, ana, PILAR) },
    { type: 'group.created.v1', data: { groupId: second, creatorId: carla } },
    created(7, carla, PILAR),
    { type: 'publication.deleted.v1', data: { publicationId: ids[0] } },
    created(8, ana, PALERMO),
    { type: 'group.member_left.v1', data: { groupId: first, userId: beto } },
    created(9, beto, PALERMO),
  ];
  return facts.map((fact, minute) => recorded(fact, minute));
}

const TABLES = [
  'portfolio_publications',
  'portfolio_members',
  'group_portfolio',
  'group_coverage_cells',
  'area_publication_cells',
];

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

describe('group portfolios batches', () => {
  it('file the same portfolios and counts as the facts applied one at a time', async () => {
    const events = history();
    await empty();
    for (const event of events) {
      await db.transaction().execute((transaction) => groupPortfoliosProjection.apply(transaction, event));
    }
    const oneByOne = await everyRow();
    await empty();
    await db.transaction().execute((transaction) => groupPortfoliosProjection.applyBatch!(transaction, events));
    const batched = await everyRow();

    expect(oneByOne.group_portfolio!.length).toBeGreaterThan(3);
    expect(oneByOne.group_coverage_cells!.length).toBeGreaterThan(1);
    expect(batched).toEqual(oneByOne);
  });
});
