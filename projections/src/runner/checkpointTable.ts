import { type Checkpoint, LOG_START } from '@app/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import { UNANSWERED } from '../statementHints.ts';

export interface CheckpointTables {
  projection_checkpoints: {
    name: string;
    commit_position: string;
    position: string;
    updated_at: Date;
  };
}

// Generic so any database whose tables include the checkpoints can be passed.
type Database<Tables extends CheckpointTables> = Kysely<Tables> | Transaction<Tables>;

export async function readCheckpoint<Tables extends CheckpointTables>(
  database: Database<Tables>,
  name: string,
): Promise<Checkpoint> {
  const db = database as unknown as Kysely<CheckpointTables>;
  const row = await db
    .selectFrom('projection_checkpoints')
    .select(['commit_position', 'position'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? { commit: BigInt(row.commit_position), position: BigInt(row.position) } : LOG_START;
}

/** Stores `checkpoint`, whatever was stored before (a replay's reset). */
export async function writeCheckpoint<Tables extends CheckpointTables>(
  database: Database<Tables>,
  name: string,
  checkpoint: Checkpoint,
): Promise<void> {
  await storeCheckpoint(database, name, checkpoint, null);
}

/** Every stored checkpoint, by projection name. */
export async function readCheckpoints<Tables extends CheckpointTables>(
  database: Database<Tables>,
): Promise<Map<string, Checkpoint>> {
  const db = database as unknown as Kysely<CheckpointTables>;
  const rows = await db.selectFrom('projection_checkpoints').select(['name', 'commit_position', 'position']).execute();
  return new Map(
    rows.map((row) => [row.name, { commit: BigInt(row.commit_position), position: BigInt(row.position) }]),
  );
}

/**
 * Stores `to` provided the stored checkpoint is still `from` (or there is none yet and `from` is the
 * log's start); false when another leader or a replay reset moved it.
 */
export function advanceCheckpoint<Tables extends CheckpointTables>(
  database: Database<Tables>,
  name: string,
  from: Checkpoint,
  to: Checkpoint,
): Promise<boolean> {
  return storeCheckpoint(database, name, to, from);
}

/**
 * The same guarded upsert for a batch sent without waiting for answers: it returns nothing to read
 * and fails instead when the checkpoint moved (1 / 0 rows stored: a division by zero), so the
 * transaction is aborted in Postgres and a COMMIT sent behind it rolls it back.
 */
export async function advanceCheckpointOrFail<Tables extends CheckpointTables>(
  database: Database<Tables>,
  name: string,
  from: Checkpoint,
  to: Checkpoint,
): Promise<void> {
  await sql`${sql.raw(UNANSWERED)}
    WITH stored AS (
      INSERT INTO projection_checkpoints (name, commit_position, position, updated_at)
      VALUES (${name}, ${to.commit.toString()}, ${to.position.toString()}, now())
      ON CONFLICT (name) DO UPDATE SET
        commit_position = excluded.commit_position, position = excluded.position, updated_at = now()
      WHERE projection_checkpoints.commit_position = ${from.commit.toString()}
        AND projection_checkpoints.position = ${from.position.toString()}
      RETURNING name
    )
    SELECT 1 / count(*) AS stored FROM stored`.execute(database);
}

/** The upsert behind both: with `from`, only over that stored checkpoint; true when stored. */
async function storeCheckpoint<Tables extends CheckpointTables>(
  database: Database<Tables>,
  name: string,
  to: Checkpoint,
  from: Checkpoint | null,
): Promise<boolean> {
  const db = database as unknown as Kysely<CheckpointTables>;
  const values = { commit_position: to.commit.toString(), position: to.position.toString() };
  const stored = await db
    .insertInto('projection_checkpoints')
    .values({ name, ...values, updated_at: sql<Date>`now()` })
    .onConflict((conflict) => {
      const update = conflict.column('name').doUpdateSet({ ...values, updated_at: sql<Date>`now()` });
      if (from === null) return update;
      return update
        .where('projection_checkpoints.commit_position', '=', from.commit.toString())
        .where('projection_checkpoints.position', '=', from.position.toString());
    })
    .returning('name')
    .executeTakeFirst();
  return stored !== undefined;
}
