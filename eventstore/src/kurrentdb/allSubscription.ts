// A catch-up subscription to $all that hands the handler batches of what is already buffered,
// takes nothing more until the handler is done, retries a failing batch, and resubscribes from
// the last handled checkpoint when the server drops it.
import { type Checkpoint, compareCheckpoints, type RecordedEvent } from '@app/contracts';
import { type AllStreamSubscription, excludeSystemEvents, type KurrentDBClient } from '@kurrent/kurrentdb-client';
import { interruptibleDelay } from '../interruptibleDelay.ts';
import type { BatchHandler, SubscribeOptions, Subscription } from '../port.ts';
import { isSystemEvent, toCheckpoint, toReadPosition, toRecordedEvent } from './recordedEvents.ts';

const RETRY_AFTER_ERROR_MS = 500;

export function subscribeToAll(
  client: KurrentDBClient,
  from: Checkpoint,
  handler: BatchHandler,
  options: SubscribeOptions = {},
): Subscription {
  const batchSize = Math.max(options.batchSize ?? 500, 1);
  let checkpoint = from;
  let running = true;
  let current: AllStreamSubscription | undefined;
  let wake: (() => void) | undefined;

  const pause = (milliseconds: number) =>
    interruptibleDelay(milliseconds, (interrupt) => {
      wake = interrupt;
    });

  const deliver = async (batch: readonly RecordedEvent[]) => {
    while (running) {
      try {
        await handler(batch);
        checkpoint = batch[batch.length - 1]!.checkpoint;
        return;
      } catch (error) {
        options.onError?.(error);
        await pause(RETRY_AFTER_ERROR_MS);
      }
    }
  };

  const follow = async (subscription: AllStreamSubscription) => {
    let batch: RecordedEvent[] = [];
    for await (const resolved of subscription) {
      const event = resolved.event;
      // Positions are exclusive for subscriptions; the check also guards a resubscription.
      if (event && !isSystemEvent(event) && compareCheckpoints(toCheckpoint(event.position), checkpoint) > 0) {
        batch.push(toRecordedEvent(event));
      }
      if (batch.length >= batchSize || (batch.length > 0 && subscription.readableLength === 0)) {
        await deliver(batch);
        batch = [];
      }
      if (!running) return;
    }
  };

  const loop = async () => {
    while (running) {
      const subscription = client.subscribeToAll(
        { fromPosition: toReadPosition(checkpoint), filter: excludeSystemEvents() },
        { highWaterMark: batchSize },
      );
      current = subscription;
      try {
        await follow(subscription);
      } catch (error) {
        if (running) options.onError?.(error);
      } finally {
        await close(subscription);
      }
      if (running) await pause(RETRY_AFTER_ERROR_MS);
    }
  };

  const finished = loop();
  return {
    async stop() {
      running = false;
      wake?.();
      if (current) await close(current);
      await finished;
    },
    // Events are pushed as the server has them: there is no wait to cut short.
    hurry() {},
  };
}

async function close(subscription: AllStreamSubscription): Promise<void> {
  // The gRPC call may already be gone (dropped or never connected): nothing left to cancel then.
  await subscription.unsubscribe().catch(() => undefined);
  subscription.destroy();
}
