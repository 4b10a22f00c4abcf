// Translation between our event envelope and KurrentDB's records and positions.
import { randomUUID } from 'node:crypto';
import {
  type Checkpoint,
  compareCheckpoints,
  type EventMetadata,
  eventMetadataSchema,
  LOG_START,
  type RecordedEvent,
} from '@app/contracts';
import {
  type AppendStreamState,
  type EventData,
  type JSONType,
  jsonEvent,
  type RecordedEvent as KurrentRecordedEvent,
  NO_STREAM,
  type Position,
  type ReadPosition,
  START,
} from '@kurrent/kurrentdb-client';
import type { EventToAppend, ExpectedVersion } from '../port.ts';

export function toCheckpoint(position: Position): Checkpoint {
  return { commit: position.commit, position: position.prepare };
}

export function toPosition(checkpoint: Checkpoint): Position {
  return { commit: checkpoint.commit, prepare: checkpoint.position };
}

export function toReadPosition(checkpoint: Checkpoint): ReadPosition {
  return compareCheckpoints(checkpoint, LOG_START) === 0 ? START : toPosition(checkpoint);
}

export function toStreamState(expected: ExpectedVersion): AppendStreamState {
  if (expected === 'any' || expected === 'no_stream') return expected;
  if (expected === -1) return NO_STREAM;
  if (!Number.isSafeInteger(expected) || expected < -1) throw new RangeError(`invalid expected version ${expected}`);
  return BigInt(expected);
}

/** Events written by KurrentDB itself ($metadata, $> links, $stats...) or living in system streams. */
export function isSystemEvent(event: KurrentRecordedEvent): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}

export function toEventData(event: EventToAppend): EventData {
  return jsonEvent({
    id: event.id ?? randomUUID(),
    type: event.type,
    data: toJson(event.data, event.type),
    metadata: event.metadata,
  });
}

export function toRecordedEvent(event: KurrentRecordedEvent): RecordedEvent {
  if (!event.position) {
    throw new Error(`event ${event.id} came without its $all position: KurrentDB 22.6 or newer is required`);
  }
  return {
    id: event.id,
    type: event.type,
    stream: event.streamId,
    version: Number(event.revision),
    globalPosition: event.position.commit,
    checkpoint: toCheckpoint(event.position),
    data: event.data,
    metadata: readMetadata(event),
  };
}

function toJson(data: unknown, type: string): JSONType {
  if (typeof data === 'string' || (typeof data === 'object' && data !== null)) return data as JSONType;
  throw new TypeError(`event ${type} needs an object, array or string as data to be stored as JSON`);
}

// Events appended by other tools may carry no metadata of ours; they must not stall readers.
function readMetadata(event: KurrentRecordedEvent): EventMetadata {
  const parsed = eventMetadataSchema.safeParse(event.metadata);
  if (parsed.success) return parsed.data;
  return { userId: null, correlationId: event.id, causationId: null, occurredAt: event.created.toISOString() };
}
