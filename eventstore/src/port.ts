// The event store contract every engine implements (Postgres by default, KurrentDB for clusters).
import type { Checkpoint, DomainEvent, EventMetadata, RecordedEvent } from '@app/contracts';

export type ExpectedVersion = number | 'no_stream' | 'any';

export interface EventToAppend extends DomainEvent {
  /** Set by the caller to make appends idempotent; generated when absent. */
  readonly id?: string;
  readonly metadata: EventMetadata;
}

export interface AppendResult {
  /** Revision of the last appended event: the expected version for the next append. */
  readonly nextExpectedVersion: number;
  readonly globalPosition: bigint;
  readonly checkpoint: Checkpoint;
}

/** The stream was not at the version the writer expected. */
export class VersionConflictError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedVersion,
    /** Revision of the stream's last event, -1 when the stream has none. */
    readonly actual: number,
  ) {
    super(`stream ${stream} is at version ${actual}, expected ${expected}`);
    this.name = 'VersionConflictError';
  }
}

export type BatchHandler = (events: readonly RecordedEvent[]) => Promise<void>;

export interface SubscribeOptions {
  /** Largest batch handed to the handler at once. */
  batchSize?: number;
  /**
   * The longest gathering window between two reads of the log while appends keep coming (the
   * polling store's default: GATHER_MS); the window used is what the last batch cost, up to this,
   * so events appended meanwhile reach the handler as one batch while a quiet log waits for
   * nothing. A store that pushes events (KurrentDB) hands over what it has buffered and ignores it.
   */
  gatherMs?: number;
  /**
   * Someone waits for what this subscription applies (a user for a decision's coincidence): it
   * never waits to gather, and an append announced while a batch is handled is read at once, so
   * that batch is ready when the one in hand ends. Under a steady flow it hands over smaller
   * batches, more of them, than a gathering subscription. A store that pushes events ignores it.
   */
  eager?: boolean;
  /**
   * Nobody waits for what this subscription applies (statistics, activity): under a steady flow
   * it gathers a fixed, longer window (BACKGROUND_GATHER_MS) and so applies few, larger batches;
   * after a quiet spell, and when hurried, it reads at once. A store that pushes events ignores it.
   */
  background?: boolean;
  /**
   * How long a polling store's subscription sleeps when it heard of no append (default
   * POLL_INTERVAL_MS); an announced append an older transaction still hides is looked for sooner.
   */
  pollIntervalMs?: number;
  /** Called when the handler throws; the same batch is retried after a pause. */
  onError?: (error: unknown) => void;
}

export interface Subscription {
  /** Stops reading and waits for the batch in hand to finish. */
  stop(): Promise<void>;
  /**
   * Someone waits for what was appended (a request reading its own write): the next read is made
   * without waiting to gather more (see SubscribeOptions.gatherMs).
   */
  hurry(): void;
}

export interface EventStore {
  append(stream: string, events: readonly EventToAppend[], expectedVersion: ExpectedVersion): Promise<AppendResult>;
  readStream(stream: string, fromVersion?: number): Promise<RecordedEvent[]>;
  /** Events strictly after `after`, in log order, never skipping one a slower writer commits later. */
  readAll(after: Checkpoint, limit: number): Promise<RecordedEvent[]>;
  /** Hands every event after `from` to `handler`, in order, in batches, until stopped. */
  subscribe(from: Checkpoint, handler: BatchHandler, options?: SubscribeOptions): Subscription;
  /** The checkpoint of the newest event readers can see now (LOG_START when empty). */
  headCheckpoint(): Promise<Checkpoint>;
  /**
   * The checkpoint of the newest committed event (LOG_START when empty). Readers may see it only
   * later, once an older transaction that could still add to the log has ended: to wait until the
   * read models show everything committed so far, wait for this one, not for the head.
   */
  lastCommitCheckpoint(): Promise<Checkpoint>;
  close(): Promise<void>;
}
