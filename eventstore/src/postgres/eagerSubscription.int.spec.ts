import { createTestDatabase } from '@app/database';
import { describe, expect, it } from 'vitest';
import { startPollingSubscription } from '../pollingSubscription.ts';
import { testEvent } from '../testing/index.ts';
import { AppendNotifications } from './notifications.ts';
import { PostgresEventStore } from './postgresEventStore.ts';

describe('postgres event store: an eager subscription (someone waits for what it applies)', () => {
  it('reads an append announced while a batch is handled at once, and hands it over right after that batch', async () => {
    const database = await createTestDatabase('eventstore_eager');
    // Appends come from another store, as from another process: announced by its NOTIFY.
    const writer = await PostgresEventStore.connect({ connectionString: database.url });
    const reader = await PostgresEventStore.connect({ connectionString: database.url });
    const notifications = new AppendNotifications(database.url);
    await notifications.start();
    let firstBatchStarted = () => {};
    const handlingFirstBatch = new Promise<void>((resolve) => {
      firstBatchStarted = resolve;
    });
    const readsStartedAt: number[] = [];
    const batches: { streams: string[]; startedAt: number; endedAt: number }[] = [];
    const subscription = startPollingSubscription(
      {
        readAll: (after, limit) => {
          readsStartedAt.push(performance.now());
          return reader.readAll(after, limit);
        },
        onAppend: (listener) => notifications.onAppend(listener),
      },
      await reader.headCheckpoint(),
      async (events) => {
        const startedAt = performance.now();
        if (batches.length === 0) {
          firstBatchStarted();
          await new Promise((resolve) => setTimeout(resolve, 400));
        }
        batches.push({ streams: events.map((event) => event.stream), startedAt, endedAt: performance.now() });
      },
      // Were it gathering, a 400 ms batch would space reads out by 256 ms.
      { eager: true, gatherMs: 1_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300)); // both listen by now
    await writer.append('eager-0', [testEvent('eager.v1')], 'no_stream');
    await handlingFirstBatch;
    const secondAppendedAt = performance.now();
    await writer.append('eager-1', [testEvent('eager.v1')], 'no_stream');
    const deadline = performance.now() + 5_000;
    while (batches.length < 2 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    await subscription.stop();
    await notifications.close();
    await Promise.all([writer.close(), reader.close()]);
    await database.drop();

    expect(batches.map((batch) => batch.streams)).toEqual([['eager-0'], ['eager-1']]);
    const [first, second] = batches as [(typeof batches)[0], (typeof batches)[0]];
    expect(readsStartedAt.some((at) => at > secondAppendedAt && at < first.endedAt)).toBe(true);
    expect(second.startedAt - first.endedAt).toBeLessThan(50);
  });
});
