// Applies one batch of events to a projection in one transaction together with its checkpoint,
// on the worker's own connection (see batchWriter.ts): first writing behind, and again with every
// statement awaited when a written-behind answer turns out different.
import type { Checkpoint, RecordedEvent } from '@app/contracts';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import type { ReadModelDatabase } from '../database.ts';
import type { ReadModelTables } from '../tables.ts';
import { BatchWriterPool } from './batchWriter.ts';
import { advanceCheckpoint, advanceCheckpointOrFail } from './checkpointTable.ts';
import { concernedBy, type Projection } from './projection.ts';

/** A projection whose written-behind answers keep differing gets every statement awaited. */
const MAX_WRITE_BEHIND_FALLBACKS = 3;

/** The stored checkpoint is not the one this worker applied up to: a replay reset, or another leader. */
export class CheckpointMovedError extends Error {}

export class BatchApplier {
  private readonly pool: BatchWriterPool;
  private readonly db: ReadModelDatabase;
  private readonly concerned: (event: RecordedEvent) => boolean;
  private fallbacks = 0;

  constructor(
    private readonly projection: Projection,
    connectionString: string,
    /** Off: every statement is awaited (PROJECTION_WRITE_BEHIND=false), the reference behaviour. */
    private readonly writeBehind = true,
    /** Another schema to write in than the live one (a scratch replay, see BatchWriterPool). */
    searchPath?: string,
  ) {
    this.pool = new BatchWriterPool(connectionString, searchPath);
    this.db = new Kysely<ReadModelTables>({ dialect: new PostgresDialect({ pool: this.pool }) });
    this.concerned = concernedBy(projection);
  }

  /** Applies `events`, which follow `from`, and stores the checkpoint of the last one. */
  async apply(events: readonly RecordedEvent[], from: Checkpoint): Promise<void> {
    if (!this.writeBehind || this.fallbacks >= MAX_WRITE_BEHIND_FALLBACKS)
      return this.applyInTransaction(events, from, false);
    try {
      return await this.applyInTransaction(events, from, true);
    } catch (error) {
      if (error instanceof CheckpointMovedError) throw error;
    }
    // Whatever failed (a different answer, the projection's own error), the awaited run gives the
    // projection exactly the answers and errors it would have had; an error then is a real one.
    await this.applyInTransaction(events, from, false);
    this.fallbacks++;
  }

  destroy(): Promise<void> {
    return this.db.destroy();
  }

  private async applyInTransaction(events: readonly RecordedEvent[], from: Checkpoint, writeBehind: boolean) {
    if (!writeBehind) {
      await this.db.transaction().execute((transaction) => this.applyEach(transaction, events, from, false));
      return;
    }
    // From before BEGIN, so BEGIN too goes out without waiting. When every answer written behind is
    // one nobody reads, COMMIT follows them and the batch costs one round trip however many
    // statements it holds; otherwise the answers are checked before COMMIT (two round trips).
    this.pool.writeBehind();
    try {
      await this.db.transaction().execute(async (transaction) => {
        await this.applyEach(transaction, events, from, true);
        if (!this.pool.commitsBehind()) await this.pool.settle();
      });
      await this.pool.settle();
    } finally {
      this.pool.stopWritingBehind();
    }
  }

  /**
   * The checkpoint is checked as it is written, last: a moved one rolls the batch back. Written
   * behind, it fails instead of answering, and the awaited run that follows tells why.
   */
  private async applyEach(
    transaction: Transaction<ReadModelTables>,
    events: readonly RecordedEvent[],
    from: Checkpoint,
    writeBehind: boolean,
  ) {
    const concerning = events.filter(this.concerned);
    if (this.projection.applyBatch) {
      if (concerning.length > 0) await this.projection.applyBatch(transaction, concerning);
    } else {
      for (const event of concerning) await this.projection.apply(transaction, event);
    }
    const to = events[events.length - 1]!.checkpoint;
    if (writeBehind) await advanceCheckpointOrFail(transaction, this.projection.name, from, to);
    else if (!(await advanceCheckpoint(transaction, this.projection.name, from, to))) throw new CheckpointMovedError();
  }
}
