import type { RecordedEvent } from '@app/contracts';
import { createTestDatabase } from '@app/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_GATHER_MS } from '../pollingSubscription.ts';
import { testEvent } from '../testing/index.ts';
import { PostgresEventStore } from './postgresEventStore.ts';

const STEADY_APPENDS = 150;
const APPEND_EVERY_MS = 4;

describe('postgres event store: a background subscription (nobody waits for what it applies)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await createTestDatabase('eventstore_background');
    store = await PostgresEventStore.connect({ connectionString: database.url });
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  const follow = async (background: boolean) => {
    const batches: { events: RecordedEvent[]; at: number }[] = [];
    const subscription = store.subscribe(
      await store.headCheckpoint(),
      async (events) => {
        batches.push({ events: [...events], at: performance.now() });
      },
      { background },
    );
    return { batches, subscription };
  };
  const applied = (batches: { events: RecordedEvent[] }[]) =>
    batches.reduce((sum, batch) => sum + batch.events.length, 0);
  const until = async (done: () => boolean) => {
    const deadline = performance.now() + 5_000;
    while (!done() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('hands a first append after a quiet spell over at once, and a steady flow in a few large batches', async () => {
    const background = await follow(true);
    const gathering = await follow(false);
    // Quiet: their last reads (on starting) are more than a window ago.
    await new Promise((resolve) => setTimeout(resolve, 2 * BACKGROUND_GATHER_MS));
    const firstAppendedAt = performance.now();
    await store.append('quiet-then-steady-0', [testEvent('steady.v1')], 'no_stream');
    await until(() => background.batches.length > 0);
    expect(background.batches[0]!.at - firstAppendedAt).toBeLessThan(BACKGROUND_GATHER_MS / 2);

    for (let index = 1; index <= STEADY_APPENDS; index++) {
      await store.append(`quiet-then-steady-${index}`, [testEvent('steady.v1')], 'no_stream');
      await new Promise((resolve) => setTimeout(resolve, APPEND_EVERY_MS));
    }
    await until(
      () => applied(background.batches) === STEADY_APPENDS + 1 && applied(gathering.batches) === STEADY_APPENDS + 1,
    );
    await Promise.all([background.subscription.stop(), gathering.subscription.stop()]);

    expect(applied(background.batches)).toBe(STEADY_APPENDS + 1);
    // The steady flow lasted at least 150 × 4 ms: about ten windows of 64 ms, against a batch every
    // few appends for a subscription whose cheap batches shrink its window to a millisecond or two.
    const steadyMs = background.batches.at(-1)!.at - background.batches[0]!.at;
    expect(background.batches.length).toBeLessThanOrEqual(Math.ceil(steadyMs / BACKGROUND_GATHER_MS) + 3);
    expect(gathering.batches.length).toBeGreaterThan(3 * background.batches.length);
  });

  it('reads at once when hurried, in the middle of a window', async () => {
    const background = await follow(true);
    await store.append('hurried-0', [testEvent('hurried.v1')], 'no_stream');
    await until(() => background.batches.length === 1);
    await store.append('hurried-1', [testEvent('hurried.v1')], 'no_stream');
    const hurriedAt = performance.now();
    background.subscription.hurry();
    await until(() => background.batches.length === 2);
    await background.subscription.stop();
    expect(background.batches.map((batch) => batch.events.map((event) => event.stream))).toEqual([
      ['hurried-0'],
      ['hurried-1'],
    ]);
    expect(background.batches[1]!.at - hurriedAt).toBeLessThan(BACKGROUND_GATHER_MS / 2);
  });
});
