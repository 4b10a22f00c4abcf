// A subscription that reads the log in batches, sleeps until woken (or a poll interval passes),
// and retries a failing batch, so a handler sees every event once, in order.
import type { Checkpoint, RecordedEvent } from '@app/contracts';
import { interruptibleDelay } from './interruptibleDelay.ts';
import type { BatchHandler, SubscribeOptions, Subscription } from './port.ts';

export interface PollingSource {
  readAll(after: Checkpoint, limit: number): Promise<RecordedEvent[]>;
  /** Registers a wake-up call for new appends; returns the unregister function. */
  onAppend(listener: () => void): () => void;
}

export const POLL_INTERVAL_MS = 250;
/**
 * Under a steady flow of appends, a subscription reads at most once per this many milliseconds:
 * each read then brings what was appended meanwhile, so the handler's fixed costs (a transaction,
 * a checkpoint) are paid per batch, not per event. It waits only when it read less than this ago.
 */
export const GATHER_MS = 20;
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
  const gatherMs = options.gatherMs ?? GATHER_MS;
  let lastReadAt = Number.NEGATIVE_INFINITY;
  let checkpoint = from;
  let running = true;
  let wake: (() => void) | undefined;
  let announced = false;
  let hurried = false;
  let endGathering: (() => void) | undefined;
  const unregister = source.onAppend(() => {
    announced = true;
    wake?.();
  });

  const sleep = (milliseconds: number) =>
    interruptibleDelay(milliseconds, (interrupt) => {
      wake = interrupt;
    });

  const loop = async () => {
    let recheckDelay = FIRST_RECHECK_MS;
    let readAhead: Promise<ReadOutcome> | undefined;
    // `announced` is cleared as each read starts: an append announced after that may be missing.
    const read = (after: Checkpoint) => {
      announced = false;
      hurried = false;
      lastReadAt = performance.now();
      return settle(source.readAll(after, batchSize));
    };
    // At least gatherMs after the last read, and on a multiple of gatherMs of the process clock:
    // the subscriptions of a process that applied the same events then read together and share
    // one query (see readAll). Not while catching up: a full batch is waiting anyway.
    const gathered = () => {
      if (gatherMs <= 0 || hurried) return undefined;
      const wait = Math.ceil((lastReadAt + gatherMs) / gatherMs) * gatherMs - performance.now();
      if (wait <= 0) return undefined;
      return interruptibleDelay(wait, (interrupt) => {
        endGathering = interrupt;
      });
    };
    while (running) {
      try {
        if (!readAhead) await gathered();
        const events = await eventsOf(readAhead ?? read(checkpoint));
        readAhead = undefined;
        if (events.length > 0) {
          const next = events[events.length - 1]!.checkpoint;
          // Catching up: the next batch is read while the handler works on this one. The read is
          // the one the next turn would make (strictly after this batch), only earlier.
          if (events.length === batchSize) readAhead = read(next);
          await handler(events);
          checkpoint = next;
          recheckDelay = FIRST_RECHECK_MS;
          // A full batch, or appends announced meanwhile: there is more to read now.
          if (events.length === batchSize || announced) continue;
        }
        if (!running) break;
        if (announced) {
          await sleep(recheckDelay);
          recheckDelay = Math.min(recheckDelay * 2, POLL_INTERVAL_MS);
        } else {
          await sleep(POLL_INTERVAL_MS);
        }
      } catch (error) {
        // The batch is retried from the same checkpoint; a read made ahead of it is dropped.
        readAhead = undefined;
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
      endGathering?.();
      wake?.();
      await finished;
    },
    hurry() {
      hurried = true;
      endGathering?.();
      wake?.();
    },
  };
}

type ReadOutcome = { events: RecordedEvent[] } | { error: unknown };

/** Holds a read's failure until it is used: a read made ahead may fail while nobody awaits it. */
function settle(read: Promise<RecordedEvent[]>): Promise<ReadOutcome> {
  return read.then(
    (events) => ({ events }),
    (error: unknown) => ({ error }),
  );
}

async function eventsOf(outcome: Promise<ReadOutcome>): Promise<RecordedEvent[]> {
  const settled = await outcome;
  if ('error' in settled) throw settled.error;
  return settled.events;
}
