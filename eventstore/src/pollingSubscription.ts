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
 * Under a steady flow of appends, a subscription reads again once its batch is handled, on the next
 * tick of a clock whose period is the gathering window: the largest power of two milliseconds not
 * above what its last read and batch cost, and at most GATHER_MS. What was appended meanwhile then
 * arrives as one batch, so the handler's fixed costs (a transaction, a checkpoint) are paid per
 * batch, not per event; and the subscriptions of a process that applied the same events read on
 * the same tick and share one query (see readAll). A batch that costs a millisecond or two (a
 * quiet machine, a quiet log) delays the next read by as little; only costly batches (a busy
 * machine) space reads out, up to GATHER_MS. A fixed 20 ms window had added 10 ms on average to
 * every event (append → handler p50 13 ms instead of 1–2, p95 33–36 ms).
 */
export const GATHER_MS = 16;
/**
 * The window of a background subscription (nobody waits for what it applies soon): under a steady
 * flow it always gathers this long, whatever its batches cost, so it applies a few large batches
 * instead of one per append and leaves the cores to the subscriptions someone waits for. A power of
 * two, so its ticks fall on the others'.
 */
export const BACKGROUND_GATHER_MS = 64;
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
  const gatherMs = options.eager ? 0 : (options.gatherMs ?? GATHER_MS);
  const pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  let lastReadAt = Number.NEGATIVE_INFINITY;
  let lastCycleMs = 0;
  let checkpoint = from;
  let running = true;
  let wake: (() => void) | undefined;
  // Announcements counted: heard so far, heard when the last read started, and heard when the last
  // read that found events started (those announced appends were visible to it).
  let heard = 0;
  let heardAtRead = 0;
  let heardAtFind = 0;
  let hurried = false;
  let endGathering: (() => void) | undefined;
  /** The next batch, read while this one is handled (catching up, or an eager subscription). */
  let readAhead: Promise<ReadOutcome> | undefined;
  /** While a batch is handled: where it ends, the checkpoint a read ahead reads after. */
  let handlingUpTo: Checkpoint | undefined;
  const read = (after: Checkpoint) => {
    heardAtRead = heard;
    hurried = false;
    lastReadAt = performance.now();
    return settle(source.readAll(after, batchSize));
  };
  const unregister = source.onAppend(() => {
    heard++;
    // Eager: what was just announced is read while the batch in hand is handled, so it is ready
    // when that batch ends instead of being read only then.
    if (options.eager && running && handlingUpTo && !readAhead) readAhead = read(handlingUpTo);
    wake?.();
  });
  const announcedSinceRead = () => heard > heardAtRead;
  /** An announced append no read has found yet: an older transaction still hides it. */
  const announcedUnseen = () => heard > heardAtFind;

  const sleep = (milliseconds: number) =>
    interruptibleDelay(milliseconds, (interrupt) => {
      wake = interrupt;
    });

  const loop = async () => {
    let recheckDelay = FIRST_RECHECK_MS;
    // At least the gathering window after the last read, on a multiple of it of the process clock
    // (windows are powers of two: a longer one's ticks are also a shorter one's), so subscriptions
    // that applied the same events read together. Not while catching up: a full batch is waiting.
    const gathered = () => {
      const window = options.background ? BACKGROUND_GATHER_MS : gatheringWindow(lastCycleMs, gatherMs);
      if (window <= 0 || hurried) return undefined;
      const wait = Math.ceil((lastReadAt + window) / window) * window - performance.now();
      if (wait <= 0) return undefined;
      return interruptibleDelay(wait, (interrupt) => {
        endGathering = interrupt;
      });
    };
    while (running) {
      try {
        if (!readAhead) await gathered();
        const readStartedAt = performance.now();
        const events = await eventsOf(readAhead ?? read(checkpoint));
        readAhead = undefined;
        if (events.length > 0) {
          heardAtFind = heardAtRead;
          const next = events[events.length - 1]!.checkpoint;
          // Catching up: the next batch is read while the handler works on this one. The read is
          // the one the next turn would make (strictly after this batch), only earlier.
          if (events.length === batchSize) readAhead = read(next);
          handlingUpTo = next;
          try {
            await handler(events);
          } finally {
            handlingUpTo = undefined;
          }
          checkpoint = next;
          lastCycleMs = performance.now() - readStartedAt;
          recheckDelay = FIRST_RECHECK_MS;
          // A read made ahead, a full batch, or appends announced meanwhile: there is more now.
          if (readAhead || events.length === batchSize || announcedSinceRead()) continue;
        }
        if (!running) break;
        if (announcedUnseen()) {
          await sleep(recheckDelay);
          recheckDelay = Math.min(recheckDelay * 2, pollIntervalMs);
        } else {
          await sleep(pollIntervalMs);
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

/** The gathering window after a read and batch that cost `cycleMs` (0: read at once). */
export function gatheringWindow(cycleMs: number, gatherMs: number): number {
  const wanted = Math.min(gatherMs, cycleMs);
  return wanted < 1 ? 0 : 2 ** Math.floor(Math.log2(wanted));
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
