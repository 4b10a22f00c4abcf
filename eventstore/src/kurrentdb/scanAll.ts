// Pages through $all without system events, strictly past a starting checkpoint.
import { type Checkpoint, compareCheckpoints } from '@app/contracts';
import {
  type AllStreamRecordedEvent,
  type BACKWARDS,
  type Direction,
  END,
  excludeSystemEvents,
  FORWARDS,
  type KurrentDBClient,
  type ReadPosition,
} from '@kurrent/kurrentdb-client';
import { isSystemEvent, toCheckpoint, toPosition, toReadPosition } from './recordedEvents.ts';

/** Forwards strictly after a checkpoint, or backwards from the end of the log. */
export type ScanStart = { direction: typeof FORWARDS; after: Checkpoint } | { direction: typeof BACKWARDS };

const MIN_PAGE_SIZE = 2;

export async function* scanAll(
  client: KurrentDBClient,
  start: ScanStart,
  pageSize: number,
): AsyncGenerator<AllStreamRecordedEvent> {
  const direction: Direction = start.direction;
  const maxCount = Math.max(pageSize, MIN_PAGE_SIZE);
  let bound: Checkpoint | null = start.direction === FORWARDS ? start.after : null;
  let from: ReadPosition = start.direction === FORWARDS ? toReadPosition(start.after) : END;
  for (;;) {
    let received = 0;
    let last: Checkpoint | null = null;
    // The server filters on event type only; system streams holding user-typed events are dropped here.
    for await (const resolved of client.readAll({
      direction,
      fromPosition: from,
      maxCount,
      filter: excludeSystemEvents(),
    })) {
      received++;
      const event = resolved.event;
      if (!event) continue;
      const checkpoint = toCheckpoint(event.position);
      last = checkpoint;
      // A read from a position may or may not return the event at that position: skip it either way.
      if (bound && !isPast(checkpoint, bound, direction)) continue;
      if (!isSystemEvent(event)) yield event;
    }
    if (received < maxCount || last === null) return;
    bound = last;
    from = toPosition(last);
  }
}

function isPast(checkpoint: Checkpoint, bound: Checkpoint, direction: Direction): boolean {
  const order = compareCheckpoints(checkpoint, bound);
  return direction === FORWARDS ? order > 0 : order < 0;
}
