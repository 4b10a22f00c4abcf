// The behaviour every event store engine must show; run against each adapter.
import { randomUUID } from 'node:crypto';
import { type Checkpoint, compareCheckpoints, LOG_START, type RecordedEvent } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStore, type EventToAppend, VersionConflictError } from '../port.ts';

export interface StoreUnderTest {
  store: EventStore;
  cleanup(): Promise<void>;
}

export function testEvent(type: string, data: Record<string, unknown> = {}): EventToAppend {
  return {
    type,
    data,
    metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
  };
}

/** Collects what a subscription hands over, restricted to this test's streams. */
export function collect(store: EventStore, prefix: string, from: Checkpoint = LOG_START) {
  const received: RecordedEvent[] = [];
  const subscription = store.subscribe(from, async (events) => {
    received.push(...events.filter((event) => event.stream.startsWith(prefix)));
  });
  const waitFor = async (count: number, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return received;
  };
  return { received, waitFor, stop: () => subscription.stop() };
}

export function eventStoreContract(engine: string, start: () => Promise<StoreUnderTest>): void {
  describe(`event store contract: ${engine}`, () => {
    let subject: StoreUnderTest;
    let store: EventStore;
    const stream = (name: string) => `${name}-${randomUUID()}`;

    beforeAll(async () => {
      subject = await start();
      store = subject.store;
    });
    afterAll(async () => subject?.cleanup());

    it('appends to a new stream and reads it back in order', async () => {
      const id = stream('order');
      const result = await store.append(
        id,
        [testEvent('order.placed.v1', { n: 1 }), testEvent('order.paid.v1')],
        'no_stream',
      );
      expect(result.nextExpectedVersion).toBe(1);
      const events = await store.readStream(id);
      expect(events.map((event) => [event.type, event.version])).toEqual([
        ['order.placed.v1', 0],
        ['order.paid.v1', 1],
      ]);
      expect(events[0]!.data).toEqual({ n: 1 });
      expect(events[0]!.metadata.correlationId).toBeTypeOf('string');
      expect(await store.readStream(id, 1)).toHaveLength(1);
      expect(await store.readStream(stream('missing'))).toEqual([]);
    });

    it('rejects a stale expected version with the actual one, and appends nothing', async () => {
      const id = stream('account');
      await store.append(id, [testEvent('account.opened.v1')], 'no_stream');
      await store.append(id, [testEvent('account.renamed.v1')], 0);
      const stale = store.append(id, [testEvent('account.renamed.v1')], 0);
      await expect(stale).rejects.toBeInstanceOf(VersionConflictError);
      await expect(stale).rejects.toMatchObject({ actual: 1 });
      await expect(store.append(id, [testEvent('account.opened.v1')], 'no_stream')).rejects.toMatchObject({
        actual: 1,
      });
      await expect(store.append(stream('empty'), [testEvent('x.v1')], 3)).rejects.toMatchObject({ actual: -1 });
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('lets exactly one of several racing writers win the same version', async () => {
      const id = stream('race');
      await store.append(id, [testEvent('race.started.v1')], 'no_stream');
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, (_, writer) => store.append(id, [testEvent('race.won.v1', { writer })], 0)),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const losers = outcomes.filter((outcome) => outcome.status === 'rejected');
      for (const loser of losers) expect((loser as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflictError);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it("appends with 'any' whatever the stream's version", async () => {
      const id = stream('log');
      await Promise.all(Array.from({ length: 5 }, () => store.append(id, [testEvent('log.line.v1')], 'any')));
      const versions = (await store.readStream(id)).map((event) => event.version);
      expect(versions).toEqual([0, 1, 2, 3, 4]);
    });

    it('reads the whole log after a checkpoint, in order', async () => {
      const prefix = `all-${randomUUID()}`;
      const first = await store.append(`${prefix}-a`, [testEvent('a.v1'), testEvent('a.v1')], 'no_stream');
      await store.append(`${prefix}-b`, [testEvent('b.v1')], 'no_stream');
      const after = (await store.readAll(first.checkpoint, 10_000)).filter((event) => event.stream.startsWith(prefix));
      expect(after.map((event) => event.stream)).toEqual([`${prefix}-b`]);
      const head = await store.headCheckpoint();
      expect(compareCheckpoints(head, first.checkpoint)).toBeGreaterThan(0);
      // Nothing else writes: the newest readable event is the last one committed.
      expect(await store.lastCommitCheckpoint()).toEqual(head);
    });

    it('delivers every event exactly once and in order to a subscriber while 16 writers append 500 times each', async () => {
      const prefix = `load-${randomUUID()}`;
      const head = await store.headCheckpoint();
      const subscriber = collect(store, prefix, head);
      const writers = 16;
      const appendsPerWriter = 500;
      await Promise.all(
        Array.from({ length: writers }, async (_, writer) => {
          for (let version = 0; version < appendsPerWriter; version++) {
            await store.append(
              `${prefix}-${writer}`,
              [testEvent('load.appended.v1', { writer, version })],
              version - 1 < 0 ? 'no_stream' : version - 1,
            );
          }
        }),
      );
      const received = await subscriber.waitFor(writers * appendsPerWriter);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await subscriber.stop();
      expect(received).toHaveLength(writers * appendsPerWriter);
      expect(new Set(received.map((event) => event.id)).size).toBe(writers * appendsPerWriter);
      for (let index = 1; index < received.length; index++) {
        expect(compareCheckpoints(received[index - 1]!.checkpoint, received[index]!.checkpoint)).toBeLessThan(0);
      }
      const nextVersion = new Map<string, number>();
      for (const event of received) {
        expect(event.version).toBe(nextVersion.get(event.stream) ?? 0);
        nextVersion.set(event.stream, event.version + 1);
      }
    });
  });
}
