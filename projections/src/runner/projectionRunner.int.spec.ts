import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RecordedEvent } from '@app/contracts';
import { createTestDatabase } from '@app/database';
import { PostgresEventStore } from '@app/eventstore';
import { testEvent } from '@app/eventstore/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectReadModels, type ReadModelDatabase } from '../database.ts';
import { migrateReadModels } from '../migrations/migrator.ts';
import { readCheckpoint } from './checkpointTable.ts';
import { ProjectionRunner } from './projectionRunner.ts';
import { resetProjection } from './replay.ts';
import { appliedCounts, countingProjection, createCountingTable } from './testing/countingProjection.ts';

describe('projection runner', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  let db: ReadModelDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('runner');
    store = await PostgresEventStore.connect({ connectionString: database.url });
    db = connectReadModels(database.url, 5);
    await migrateReadModels(db);
    await createCountingTable(db);
  });
  afterAll(async () => {
    await db.destroy();
    await store.close();
    await database.drop();
  });

  it('resumes after being killed mid-batch with no event lost or applied twice', async () => {
    const total = 1_500;
    for (let index = 0; index < total; index += 100) {
      await store.append(
        `counted-${index}`,
        Array.from({ length: 100 }, () => testEvent('counted.v1')),
        'no_stream',
      );
    }
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./testing/killableRunner.ts', import.meta.url)), database.url],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    // Kill it once at least one batch committed, while the next one is half applied.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const checkpoint = await readCheckpoint(db, 'counting');
      if (checkpoint.position > 0n) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const partial = await appliedCounts(db);
    expect(partial.total).toBeGreaterThan(0);
    expect(partial.total).toBeLessThan(total);

    const runner = new ProjectionRunner([countingProjection()], store, db, { connectionString: database.url });
    await runner.start();
    expect(await runner.waitFor(await store.headCheckpoint(), 20_000)).toBe(true);
    await runner.stop();
    expect(await appliedCounts(db)).toEqual({ total, distinct: total });
  });

  it('answers waitFor once every projection has applied the appended event', async () => {
    const runner = new ProjectionRunner([countingProjection()], store, db, { connectionString: database.url });
    await runner.start();
    const before = await appliedCounts(db);
    const appended = await store.append('counted-wait', [testEvent('counted.v1')], 'no_stream');
    expect(await runner.waitFor(appended.checkpoint, 5_000)).toBe(true);
    expect((await appliedCounts(db)).total).toBe(before.total + 1);
    const status = await runner.status();
    expect(status).toEqual([expect.objectContaining({ name: 'counting', active: true, behind: 0 })]);
    await runner.stop();
  });

  it('answers a wait for the appended types while a projection handling other types is still busy', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const busy = { name: 'busy', tables: [], handles: ['busy.v1'], apply: () => released };
    const runner = new ProjectionRunner([countingProjection(), busy], store, db, { connectionString: database.url });
    await runner.start();
    expect(await runner.waitFor(await store.headCheckpoint(), 10_000)).toBe(true);
    const before = await appliedCounts(db);
    await store.append('busy-stream', [testEvent('busy.v1')], 'no_stream');
    const counted = await store.append('counted-concerned', [testEvent('counted.v1')], 'no_stream');
    expect(await runner.waitForHandlers(counted.checkpoint, ['counted.v1'], 5_000)).toBe(true);
    expect((await appliedCounts(db)).total).toBe(before.total + 1);
    expect(await runner.waitFor(counted.checkpoint, 200)).toBe(false);
    release();
    expect(await runner.waitFor(counted.checkpoint, 5_000)).toBe(true);
    await runner.stop();
  });

  it('answers a wait that will not read the tables of a projection still busy with the same events', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const busy = {
      name: 'busy',
      tables: ['statistics_facts' as const],
      handles: ['counted.v1'],
      apply: () => released,
    };
    const runner = new ProjectionRunner([countingProjection(), busy], store, db, { connectionString: database.url });
    await runner.start();
    expect(await runner.waitFor(await store.headCheckpoint(), 10_000)).toBe(true);
    const counted = await store.append('counted-unread', [testEvent('counted.v1')], 'no_stream');
    expect(await runner.waitForHandlers(counted.checkpoint, ['counted.v1'], 5_000, new Set(['statistics_facts']))).toBe(
      true,
    );
    expect(await runner.waitForHandlers(counted.checkpoint, ['counted.v1'], 200)).toBe(false);
    release();
    expect(await runner.waitFor(counted.checkpoint, 5_000)).toBe(true);
    await runner.stop();
  });

  it("starts a background projection's batch once the other projections' batches in flight have ended", async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: string[] = [];
    const awaited = {
      name: 'awaited',
      tables: [],
      handles: ['prioritised.v1'],
      apply: async () => {
        started.push('awaited');
        await released;
      },
    };
    const background = {
      name: 'in_background',
      tables: [],
      handles: ['prioritised.v1'],
      urgency: 'background' as const,
      apply: async () => {
        started.push('background');
      },
    };
    const runner = new ProjectionRunner([background, awaited], store, db, { connectionString: database.url });
    await runner.start();
    expect(await runner.waitFor(await store.headCheckpoint(), 10_000)).toBe(true);
    const appended = await store.append('prioritised-stream', [testEvent('prioritised.v1')], 'no_stream');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(started).toEqual(['awaited']);
    release();
    expect(await runner.waitFor(appended.checkpoint, 5_000)).toBe(true);
    expect(started).toEqual(['awaited', 'background']);
    await runner.stop();
  });

  it('stores the checkpoint past events a projection does not handle, so a standby process sees it caught up', async () => {
    const leader = new ProjectionRunner([countingProjection()], store, db, { connectionString: database.url });
    await leader.start();
    expect(await leader.waitFor(await store.headCheckpoint(), 10_000)).toBe(true);
    const before = await appliedCounts(db);
    const ignored = await store.append(
      'ignored-stream',
      [testEvent('ignored.v1'), testEvent('ignored.v1')],
      'no_stream',
    );
    expect(await leader.waitFor(ignored.checkpoint, 5_000)).toBe(true);
    const standby = new ProjectionRunner([countingProjection()], store, db, { connectionString: database.url });
    expect(await standby.waitFor(ignored.checkpoint, 5_000)).toBe(true);
    expect(await readCheckpoint(db, 'counting')).toEqual(ignored.checkpoint);
    expect(await appliedCounts(db)).toEqual(before);
    await standby.stop();
    await leader.stop();
  });

  it('applies only the events a projection is concerned with, and moves its checkpoint past the others', async () => {
    const applied: unknown[] = [];
    const picky = {
      name: 'picky',
      tables: [],
      handles: ['picked.v1'],
      concerns: (event: RecordedEvent) => (event.data as { wanted: boolean }).wanted,
      apply: async (_: unknown, event: RecordedEvent) => {
        applied.push(event.data);
      },
    };
    const runner = new ProjectionRunner([picky], store, db, { connectionString: database.url });
    await runner.start();
    expect(await runner.waitFor(await store.headCheckpoint(), 10_000)).toBe(true);
    const unwanted = await store.append(
      'picked-stream',
      [testEvent('picked.v1', { wanted: false, n: 1 })],
      'no_stream',
    );
    expect(await runner.waitFor(unwanted.checkpoint, 5_000)).toBe(true);
    expect(await readCheckpoint(db, 'picky')).toEqual(unwanted.checkpoint);
    const mixed = await store.append(
      'picked-stream',
      [testEvent('picked.v1', { wanted: true, n: 2 }), testEvent('picked.v1', { wanted: false, n: 3 })],
      'any',
    );
    expect(await runner.waitFor(mixed.checkpoint, 5_000)).toBe(true);
    expect(await readCheckpoint(db, 'picky')).toEqual(mixed.checkpoint);
    expect(applied).toEqual([{ wanted: true, n: 2 }]);
    await runner.stop();
  });

  it('rebuilds a projection from zero when it is reset while running', async () => {
    const runner = new ProjectionRunner([countingProjection()], store, db, { connectionString: database.url });
    await runner.start();
    expect(await runner.waitFor(await store.headCheckpoint(), 10_000)).toBe(true);
    const applied = await appliedCounts(db);
    await sql`TRUNCATE applied_events`.execute(db);
    await resetProjection(db, countingProjection());
    const deadline = Date.now() + 10_000;
    while ((await appliedCounts(db)).total < applied.total && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await runner.stop();
    expect(await appliedCounts(db)).toEqual(applied);
  });
});
