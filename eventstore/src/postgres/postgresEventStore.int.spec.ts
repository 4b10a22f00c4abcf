import { createTestDatabase } from '@app/database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, eventStoreContract, testEvent } from '../testing/index.ts';
import { APPEND_SQL, appendParameters } from './appendStatement.ts';
import { PostgresEventStore } from './postgresEventStore.ts';
import { HEAD_CHECKPOINT, READ_ALL } from './statements.ts';

eventStoreContract('postgres', async () => {
  const database = await createTestDatabase('eventstore');
  const store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 20 });
  return {
    store,
    cleanup: async () => {
      await store.close();
      await database.drop();
    },
  };
});

describe('postgres event store: transactions committing out of order', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('eventstore_order');
    store = await PostgresEventStore.connect({ connectionString: database.url });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('reads one large append in position order across 9 → 10 → 100', async () => {
    const fresh = await createTestDatabase('eventstore_positions');
    const freshStore = await PostgresEventStore.connect({ connectionString: fresh.url });
    const events = Array.from({ length: 150 }, (_, index) => testEvent('numbered.v1', { index }));
    await freshStore.append('numbered', events, 'no_stream');
    const read = await freshStore.readAll({ commit: 0n, position: 0n }, 1_000);
    expect(read.map((event) => (event.data as { index: number }).index)).toEqual(events.map((_, index) => index));
    await freshStore.close();
    await fresh.drop();
  });

  it('never skips an event whose transaction commits after later ones', async () => {
    const subscriber = collect(store, 'slow-', await store.headCheckpoint());
    const slowWriter = new pg.Client({ connectionString: database.url });
    await slowWriter.connect();
    await slowWriter.query('BEGIN');
    // Takes the lower global position first, then stays open while others commit.
    await slowWriter.query(APPEND_SQL, appendParameters('slow-held', [testEvent('held.v1')], 'no_stream'));
    for (let index = 0; index < 5; index++) {
      await store.append(`slow-fast-${index}`, [testEvent('fast.v1')], 'no_stream');
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(subscriber.received).toHaveLength(0);

    await slowWriter.query('COMMIT');
    await slowWriter.end();
    const received = await subscriber.waitFor(6);
    await subscriber.stop();
    expect(received.map((event) => event.stream)).toEqual([
      'slow-held',
      'slow-fast-0',
      'slow-fast-1',
      'slow-fast-2',
      'slow-fast-3',
      'slow-fast-4',
    ]);
    const heldPosition = received[0]!.globalPosition;
    expect(received.slice(1).every((event) => event.globalPosition > heldPosition)).toBe(true);
  });

  it('reads an append at once while an older transaction of another database on the server runs', async () => {
    const neighbour = await createTestDatabase('eventstore_neighbour');
    const other = new pg.Client({ connectionString: neighbour.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_current_xact_id()');
      const before = await store.headCheckpoint();
      await store.append('beside-neighbour', [testEvent('beside.v1')], 'no_stream');

      const read = await store.readAll(before, 10);
      expect(read.map((event) => event.stream)).toEqual(['beside-neighbour']);
      expect(await store.headCheckpoint()).toEqual(read[0]!.checkpoint);
    } finally {
      await other.query('ROLLBACK');
      await other.end();
      await neighbour.drop();
    }
  });

  it('names the last commit while an older transaction hides it from the head', async () => {
    const olderWriter = new pg.Client({ connectionString: database.url });
    await olderWriter.connect();
    try {
      await olderWriter.query('BEGIN');
      // A read model's batch: it writes (so it holds the readers' horizon) but appends nothing.
      await olderWriter.query('SELECT pg_current_xact_id()');
      const head = await store.headCheckpoint();
      const appended = await store.append('behind-older', [testEvent('behind.v1')], 'no_stream');

      expect(await store.headCheckpoint()).toEqual(head);
      expect(await store.lastCommitCheckpoint()).toEqual(appended.checkpoint);
      await olderWriter.query('COMMIT');
      expect(await store.headCheckpoint()).toEqual(appended.checkpoint);
    } finally {
      await olderWriter.end();
    }
  });

  it('reads an announced append once an older transaction that hid it ends, not at the next poll', async () => {
    const received: string[] = [];
    // A quiet subscription would sleep a minute: only the announcement can bring the event sooner.
    const subscription = store.subscribe(
      await store.headCheckpoint(),
      async (events) => {
        received.push(...events.map((event) => event.stream));
      },
      { pollIntervalMs: 60_000 },
    );
    const olderWriter = new pg.Client({ connectionString: database.url });
    await olderWriter.connect();
    await olderWriter.query('BEGIN');
    // A read model's batch: it writes (so it holds the readers' horizon) but appends nothing.
    await olderWriter.query('SELECT pg_current_xact_id()');
    await store.append('hidden-0', [testEvent('hidden.v1')], 'no_stream');
    await new Promise((resolve) => setTimeout(resolve, 200)); // the announced read found nothing
    expect(received).toEqual([]);

    await olderWriter.query('COMMIT');
    await olderWriter.end();
    const committedAt = performance.now();
    while (received.length === 0 && performance.now() - committedAt < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await subscription.stop();
    expect(received).toEqual(['hidden-0']);
  });
});

describe('postgres event store: a subscription under a steady flow of appends', () => {
  it('hands over what was appended while a costly batch was handled as one batch, not one each', async () => {
    const database = await createTestDatabase('eventstore_gather');
    const store = await PostgresEventStore.connect({ connectionString: database.url });
    const batches: string[][] = [];
    const subscription = store.subscribe(
      await store.headCheckpoint(),
      async (events) => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        batches.push(events.map((event) => event.stream));
      },
      { gatherMs: 300 },
    );
    for (let index = 0; index < 20; index++) {
      await store.append(`steady-${index}`, [testEvent('steady.v1')], 'no_stream');
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    while (batches.flat().length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    await subscription.stop();
    await store.close();
    await database.drop();
    expect(batches.flat()).toEqual(Array.from({ length: 20 }, (_, index) => `steady-${index}`));
    expect(batches.length).toBeLessThanOrEqual(6);
  });

  it('adds no fixed delay to events of a quiet log when batches are cheap', async () => {
    const database = await createTestDatabase('eventstore_quiet');
    const store = await PostgresEventStore.connect({ connectionString: database.url });
    const latencies: number[] = [];
    let appendedAt = 0;
    const subscription = store.subscribe(
      await store.headCheckpoint(),
      async (events) => {
        for (const _ of events) latencies.push(performance.now() - appendedAt);
      },
      // A window this long, were it fixed, would hold every event for about half of it.
      { gatherMs: 1_000 },
    );
    for (let index = 0; index < 20; index++) {
      appendedAt = performance.now();
      await store.append(`quiet-${index}`, [testEvent('quiet.v1')], 'no_stream');
      while (latencies.length <= index) await new Promise((resolve) => setTimeout(resolve, 1));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await subscription.stop();
    await store.close();
    await database.drop();
    const median = latencies.sort((a, b) => a - b)[10]!;
    expect(median).toBeLessThan(100);
  });

  it('wakes a subscription of another store (another process) soon after an append', async () => {
    const database = await createTestDatabase('eventstore_others');
    const writer = await PostgresEventStore.connect({ connectionString: database.url });
    const reader = await PostgresEventStore.connect({ connectionString: database.url });
    const latencies: number[] = [];
    let appendedAt = 0;
    const subscription = reader.subscribe(await reader.headCheckpoint(), async (events) => {
      for (const _ of events) latencies.push(performance.now() - appendedAt);
    });
    await new Promise((resolve) => setTimeout(resolve, 300)); // both stores listen by now
    for (let index = 0; index < 10; index++) {
      appendedAt = performance.now();
      await writer.append(`elsewhere-${index}`, [testEvent('elsewhere.v1')], 'no_stream');
      while (latencies.length <= index) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await subscription.stop();
    await Promise.all([writer.close(), reader.close()]);
    await database.drop();
    // Without the NOTIFY it would wait for the next poll: 125 ms on average (POLL_INTERVAL_MS 250).
    expect(latencies.sort((a, b) => a - b)[5]).toBeLessThan(60);
  });

  it('reads at once, gathering nothing more, when someone waits for an append', async () => {
    const database = await createTestDatabase('eventstore_hurry');
    const store = await PostgresEventStore.connect({ connectionString: database.url });
    const received: string[] = [];
    const subscription = store.subscribe(
      await store.headCheckpoint(),
      async (events) => {
        received.push(...events.map((event) => event.stream));
      },
      { gatherMs: 10_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 100)); // its first read, of nothing, is made
    const appendedAt = performance.now();
    await store.append('awaited-0', [testEvent('awaited.v1')], 'no_stream');
    subscription.hurry();
    while (received.length === 0 && performance.now() - appendedAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const waited = performance.now() - appendedAt;
    await subscription.stop();
    await store.close();
    await database.drop();
    expect(received).toEqual(['awaited-0']);
    // Gathering would have held it for ten seconds.
    expect(waited).toBeLessThan(2_000);
  });
});

// Each statement is prepared once per connection with a generic plan, made without the values and
// with the statistics of the moment: the log may have been small then.
describe('postgres event store: plans of a grown log', () => {
  it('reads the log along its order index, never the whole table, in plans made while it was small', async () => {
    const database = await createTestDatabase('eventstore_plans');
    // One connection: the plans made on it at first are the ones read with later.
    const store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 1 });
    const onTheConnection = async <T>(work: (client: pg.PoolClient) => Promise<T>) => {
      const client = await store.pool.connect();
      try {
        return await work(client);
      } finally {
        client.release();
      }
    };
    const numbered = (count: number) => Array.from({ length: count }, (_, index) => testEvent('grown.v1', { index }));
    try {
      await store.append('first', numbered(1), 'no_stream');
      // A subscription's first read of a new log: the plans are made now.
      await onTheConnection(async (client) => {
        await client.query({ ...READ_ALL, values: ['0', '0', 10] });
        await client.query({ ...HEAD_CHECKPOINT });
      });
      await store.append('grown', numbered(3_000), 'no_stream');

      for (const statement of ["eventstore_read_all('0', 0, 10)", 'eventstore_head_checkpoint']) {
        const plan = await onTheConnection((client) =>
          client.query<Record<string, string>>(`EXPLAIN (COSTS OFF) EXECUTE ${statement}`),
        );
        // A sequential scan for an event hidden behind the read bound reads the whole log when none
        // is: each read of a 100,000-event log cost milliseconds.
        expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).not.toMatch(/Seq Scan on events/);
      }
    } finally {
      await store.close();
      await database.drop();
    }
  });
});
