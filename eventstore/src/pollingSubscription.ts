// A subscription that reads the log in batches, sleeps until woken (or a poll interval passes),
// and retries a failing batch, so a handler sees every event once, in order.
import type { Checkpoint, RecordedEvent } from '@app/contracts';
import type { BatchHandler, SubscribeOptions, Subscription } from './port.ts';

export interface PollingSource {
  readAll(after: Checkpoint, limit: number): Promise<RecordedEvent[]>;
  /** Registers a wake-up call for new appends; returns the unregister function. */
  onAppend(listener: () => void): () => void;
}

export const POLL_INTERVAL_MS = 250;
const RETRY_AFTER_ERROR_MS = 500;
/** An append is announced before a slower, older transaction lets readers see it: look again soon. */
const FIRST_RECHECK_MS = 2;

export function startPollingSubscription(
  source: PollingSource,
  from: Checkpoint,
  handler: BatchHandler,
  options: SubscribeOptions = {},
): Subscription {
  const batchSize = options.batchSize ?? 500;
  let checkpoint = from;
  let running = true;
  let wake: (() => void) | undefined;
  let announced = false;
  const unregister = source.onAppend(() => {
    announced = true;
    wake?.();
  });

  const sleep = (milliseconds: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, milliseconds);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  const loop = async () => {
    let recheckDelay = FIRST_RECHECK_MS;
    while (running) {
      try {
        announced = false;
        const events = await source.readAll(checkpoint, batchSize);
        if (events.length > 0) {
          await handler(events);
          checkpoint = events[events.length - 1]!.checkpoint;
          recheckDelay = FIRST_RECHECK_MS;
          if (events.length === batchSize) continue;
        }
        if (!running) break;
        if (announced) {
          await sleep(recheckDelay);
          recheckDelay = Math.min(recheckDelay * 2, POLL_INTERVAL_MS);
        } else {
          await sleep(POLL_INTERVAL_MS);
        }
      } catch (error) {
        options.onError?.(error);
        if (running) await sleep(RETRY_AFTER_ERROR_MS);
      }
    }
  };

  const finished = loop();
  return {
    async stop() {
      running = false;
      unregister();
      wake?.();
      await finished;
    },
  };
}
