import type { RecordedEvent } from '@app/contracts';
import type { Transaction } from 'kysely';
import type { ReadModelTables } from '../tables.ts';

/**
 * A named read model: turns events into table writes. `apply` runs inside the transaction that
 * also stores the projection's checkpoint, so each event takes effect exactly once.
 */
export interface Projection {
  readonly name: string;
  /** Tables this projection owns; emptied when it is replayed from the start. */
  readonly tables: readonly (keyof ReadModelTables)[];
  /** Event types it reacts to; others only move its checkpoint. */
  readonly handles: readonly string[];
  /**
   * Optional: whether an event of a handled type changes anything here (a plain like queues no
   * lead webhook). A batch with nothing that concerns the projection only moves its checkpoint,
   * as one of unhandled types does, in the statement shared by every such projection instead of a
   * transaction of its own: on the decisions' path, the busiest, that is a transaction a batch.
   * `apply` and `applyBatch` are only given events that concern it.
   */
  concerns?(event: RecordedEvent): boolean;
  apply(transaction: Transaction<ReadModelTables>, event: RecordedEvent): Promise<void>;
  /**
   * Optional: the most events one batch takes (the runner's own size otherwise). A live batch holds
   * what has arrived; only catching up (a replay) fills it.
   */
  readonly batchSize?: number;
  /**
   * Optional: tables whose secondary indexes are dropped while the projection rebuilds from far
   * behind the log's head, and built again before it catches up (runner/deferredIndexes.ts). Only
   * for tables it reads by primary key or unique index while it applies, which stay.
   */
  readonly indexesDeferredOnRebuild?: readonly (keyof ReadModelTables)[];
  /**
   * Optional: how soon its rows are wanted after a write. 'interactive': someone waits for them
   * while others write (a decision's coincidence): its subscription reads every announced append at
   * once, also while a batch is applied. 'background': no live message or swipe reads them right
   * away (statistics, activity): its batches start after the other projections' batches in flight,
   * and under a steady flow it gathers 64 ms of appends a batch (BACKGROUND_GATHER_MS).
   */
  readonly urgency?: 'interactive' | 'background';
  /**
   * Optional: applies a batch's handled events (in log order) at once, in place of `apply` per
   * event, so a projection can read its state once per batch and write rows set by set.
   */
  applyBatch?(transaction: Transaction<ReadModelTables>, events: readonly RecordedEvent[]): Promise<void>;
}

/** The events a projection has something to do with: of a type it handles, and concerning it. */
export function concernedBy(projection: Projection): (event: RecordedEvent) => boolean {
  const handled = new Set(projection.handles);
  const { concerns } = projection;
  if (!concerns) return (event) => handled.has(event.type);
  return (event) => handled.has(event.type) && concerns(event);
}
