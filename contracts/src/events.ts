import { z } from 'zod';

/** Who caused an event and why: carried by every event, never part of its data. */
export const eventMetadataSchema = z.object({
  userId: z.string().nullable(),
  correlationId: z.string(),
  causationId: z.string().nullable(),
  occurredAt: z.iso.datetime(),
  /** Present and true when an administrator acted through a platform permission (the audit list reads it). */
  administering: z.literal(true).optional(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/**
 * Where an event stands in the whole log. Ordered by `commit`, then `position`.
 * Postgres store: commit = the writing transaction's xid8, position = global position.
 * KurrentDB store: commit = commit position, position = prepare position.
 */
export interface Checkpoint {
  readonly commit: bigint;
  readonly position: bigint;
}

export const LOG_START: Checkpoint = Object.freeze({ commit: 0n, position: 0n });

export function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return 0;
}

export function formatCheckpoint(checkpoint: Checkpoint): string {
  return `${checkpoint.commit}:${checkpoint.position}`;
}

export function parseCheckpoint(text: string): Checkpoint {
  const [commit, position] = text.split(':');
  if (commit === undefined || position === undefined) throw new Error(`invalid checkpoint ${text}`);
  return { commit: BigInt(commit), position: BigInt(position) };
}

/** An event as a decider emits it: a past-tense fact with a versioned type name. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/** The envelope of a stored event. */
export interface RecordedEvent<Event extends DomainEvent = DomainEvent> {
  readonly id: string;
  readonly type: Event['type'];
  readonly stream: string;
  /** 0-based revision of the event inside its stream. */
  readonly version: number;
  readonly globalPosition: bigint;
  readonly checkpoint: Checkpoint;
  readonly data: Event['data'];
  readonly metadata: EventMetadata;
}
