// Moves the checkpoints of projections that a batch had nothing for. Every event reaches every
// projection, but most projections handle few types: a decision concerns 2 of the 11. Instead of a
// transaction each (four round trips), the batches skipped in one turn of the event loop share one
// guarded UPDATE. Safe outside a transaction: the events in between change nothing, and the guard
// (the checkpoint it moves from) still notices a replay reset or a second leader.
import { type Checkpoint, compareCheckpoints, LOG_START } from '@app/contracts';
import pg from 'pg';
import { GENERIC_PLANS } from '../preparedStatements.ts';
import { CheckpointMovedError } from './batchApplier.ts';
import { DERIVED_COMMITS } from './batchWriter.ts';

interface Move {
  name: string;
  from: Checkpoint;
  to: Checkpoint;
  settle: (error?: unknown) => void;
}

const ADVANCE = {
  name: 'advance_checkpoints',
  text: `
  UPDATE projection_checkpoints AS stored
  SET commit_position = moves.to_commit, position = moves.to_position, updated_at = now()
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
    AS moves(name, from_commit, from_position, to_commit, to_position)
  WHERE stored.name = moves.name AND stored.commit_position = moves.from_commit AND stored.position = moves.from_position
  RETURNING stored.name`,
};

export class CheckpointAdvancer {
  private readonly pool: pg.Pool;
  private pending: Move[] = [];

  constructor(connectionString: string) {
    // Named, with its one generic plan: planned on every run, it cost twice what it took to run.
    // Derived from the log like the batches' own checkpoints (see DERIVED_COMMITS).
    this.pool = new pg.Pool({ connectionString, max: 1, options: `${GENERIC_PLANS} ${DERIVED_COMMITS}` });
    this.pool.on('error', () => {});
  }

  /** Whether `from` can be moved here: a projection that never stored a checkpoint has no row to update. */
  static canAdvanceFrom(from: Checkpoint): boolean {
    return compareCheckpoints(from, LOG_START) > 0;
  }

  /** Stores `to` for the projection, provided its stored checkpoint is still `from`. */
  advance(name: string, from: Checkpoint, to: Checkpoint): Promise<void> {
    return new Promise((resolve, reject) => {
      const settle = (error?: unknown) => (error ? reject(error) : resolve());
      if (this.pending.push({ name, from, to, settle }) === 1) setImmediate(() => void this.flush());
    });
  }

  async close(): Promise<void> {
    await this.flush();
    await this.pool.end();
  }

  private async flush(): Promise<void> {
    const moves = this.pending;
    this.pending = [];
    if (moves.length === 0) return;
    try {
      const { rows } = await this.pool.query<{ name: string }>({
        ...ADVANCE,
        values: [
          moves.map((move) => move.name),
          moves.map((move) => move.from.commit.toString()),
          moves.map((move) => move.from.position.toString()),
          moves.map((move) => move.to.commit.toString()),
          moves.map((move) => move.to.position.toString()),
        ],
      });
      const moved = new Set(rows.map((row) => row.name));
      for (const move of moves) move.settle(moved.has(move.name) ? undefined : new CheckpointMovedError());
    } catch (error) {
      for (const move of moves) move.settle(error);
    }
  }
}
