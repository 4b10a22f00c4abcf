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
  apply(transaction: Transaction<ReadModelTables>, event: RecordedEvent): Promise<void>;
}
