import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@app/database';
import { PostgresEventStore } from '@app/eventstore';
import { testEvent } from '@app/eventstore/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionsProjection } from '../account/session/sessionsProjection.ts';
import { connectReadModels, type ReadModelDatabase } from '../database.ts';
import { migrateReadModels } from '../migrations/migrator.ts';
import { ProjectedRowCache, projectedRows, type ReadModels, readProjected, readRecent } from './projectedRows.ts';
import { ProjectionRunner } from './projectionRunner.ts';
import { countingProjection, createCountingTable } from './testing/countingProjection.ts';

const SESSIONS = projectedRows<{ ended_at: Date | null }>('sessions');

describe('rows remembered while their projection runs here', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let db: ReadModelDatabase;
  let runner: ProjectionRunner;
  let readModels: ReadModels;

  beforeAll(async () => {
    database = await createTestDatabase('projected_rows');
    store = await PostgresEventStore.connect({ connectionString: database.url });
    db = connectReadModels(database.url, 5);
    await migrateReadModels(db);
    await createCountingTable(db);
    runner = new ProjectionRunner([sessionsProjection, countingProjection()], store, db, {
      connectionString: database.url,
    });
    await runner.start();
    readModels = { db, projectedRows: new ProjectedRowCache(db, runner) };
  });
  afterAll(async () => {
    await runner.stop();
    await db.destroy();
    await store.close();
    await database.drop();
  });

  async function record(stream: string, type: string, data: Record<string, unknown> = {}) {
    const appended = await store.append(stream, [testEvent(type, data)], 'any');
    expect(await runner.waitFor(appended.checkpoint, 5_000)).toBe(true);
  }

  async function startSession(): Promise<string> {
    const sessionId = randomUUID();
    const data = { sessionId, userId: randomUUID(), method: 'email_code', impersonatorId: null };
    await record(`session-${sessionId}`, 'session.started.v1', data);
    return sessionId;
  }

  /** Reads the session's row through `on`, counting how often the table is read. */
  function sessionReader(on: ReadModels, sessionId: string) {
    const reader = {
      tableReads: 0,
      read: () =>
        readProjected(on, SESSIONS, sessionId, () => {
          reader.tableReads++;
          return on.db.selectFrom('sessions').select('ended_at').where('id', '=', sessionId).executeTakeFirst();
        }),
    };
    return reader;
  }

  it('reads a row once, then again only after its projection applied a change: a logout is seen at once', async () => {
    const sessionId = await startSession();
    const session = sessionReader(readModels, sessionId);
    expect(await session.read()).toEqual({ ended_at: null });
    expect(await session.read()).toEqual({ ended_at: null });
    expect(session.tableReads).toBe(1);

    await record(`session-${sessionId}`, 'session.ended.v1', { sessionId, userId: randomUUID() });
    expect(await session.read()).toEqual({ ended_at: expect.any(Date) });
    expect(session.tableReads).toBe(2);
  });

  it('keeps its rows across batches of other projections', async () => {
    const session = sessionReader(readModels, await startSession());
    await session.read();
    await record(`counted-${randomUUID()}`, 'counted.v1');
    await session.read();
    expect(session.tableReads).toBe(1);
  });

  it('does not remember a row read before a change its projection applied meanwhile', async () => {
    const sessionId = await startSession();
    let releaseStaleRead!: () => void;
    const staleRead = readProjected(readModels, SESSIONS, sessionId, async () => {
      const row = await db.selectFrom('sessions').select('ended_at').where('id', '=', sessionId).executeTakeFirst();
      await new Promise<void>((resolve) => {
        releaseStaleRead = resolve;
      });
      return row;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await record(`session-${sessionId}`, 'session.ended.v1', { sessionId, userId: randomUUID() });
    releaseStaleRead();
    expect(await staleRead).toEqual({ ended_at: null });
    expect(await sessionReader(readModels, sessionId).read()).toEqual({ ended_at: expect.any(Date) });
  });

  it('reads the table each time where the projection runs in another process (ROLE=api)', async () => {
    const apiDb = connectReadModels(database.url, 2);
    const standby = new ProjectionRunner([sessionsProjection], store, apiDb, { connectionString: database.url });
    try {
      const session = sessionReader(
        { db: apiDb, projectedRows: new ProjectedRowCache(apiDb, standby) },
        await startSession(),
      );
      await session.read();
      await session.read();
      expect(session.tableReads).toBe(2);
    } finally {
      await apiDb.destroy();
    }
  });

  it('reads the table each time inside a transaction, even with the cache at hand', async () => {
    const sessionId = await startSession();
    await db.transaction().execute(async (tx) => {
      const session = sessionReader({ db: tx, projectedRows: readModels.projectedRows }, sessionId);
      await session.read();
      await session.read();
      expect(session.tableReads).toBe(2);
    });
  });

  it('reads a value uncached until a change at most once per freshness window, never on a transaction', async () => {
    let reads = 0;
    const load = async () => ++reads;
    expect(await readRecent(readModels, 'recent', 1_000, 0, load)).toBe(1);
    expect(await readRecent(readModels, 'recent', 1_000, 999, load)).toBe(1);
    expect(await readRecent(readModels, 'recent', 1_000, 1_000, load)).toBe(2);
    await db.transaction().execute(async (tx) => {
      expect(await readRecent({ db: tx, projectedRows: readModels.projectedRows }, 'recent', 1_000, 1_000, load)).toBe(
        3,
      );
    });
  });

  it('hands out rows no request can change', async () => {
    const session = sessionReader(readModels, await startSession());
    await session.read();
    const shared = (await session.read()) as { ended_at: Date | null };
    expect(() => {
      shared.ended_at = new Date();
    }).toThrow(TypeError);
  });
});
