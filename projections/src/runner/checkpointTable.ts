import { type Checkpoint, LOG_START } from '@app/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';

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
  forUpdate = false,
): Promise<Checkpoint> {
  const db = database as unknown as Kysely<CheckpointTables>;
  let query = db.selectFrom('projection_checkpoints').select(['commit_position', 'position']).where('name', '=', name);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { commit: BigInt(row.commit_position), position: BigInt(row.position) } : LOG_START;
}

export async function writeCheckpoint<Tables extends CheckpointTables>(
  database: Database<Tables>,
  name: string,
  checkpoint: Checkpoint,
): Promise<void> {
  const db = database as unknown as Kysely<CheckpointTables>;
  const values = { commit_position: checkpoint.commit.toString(), position: checkpoint.position.toString() };
  await db
    .insertInto('projection_checkpoints')
    .values({ name, ...values, updated_at: sql<Date>`now()` })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
    .execute();
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
export async function advanceCheckpoint<Tables extends CheckpointTables>(
  database: Database<Tables>,
  name: string,
  from: Checkpoint,
  to: Checkpoint,
): Promise<boolean> {
  const db = database as unknown as Kysely<CheckpointTables>;
  const values = { commit_position: to.commit.toString(), position: to.position.toString() };
  const stored = await db
    .insertInto('projection_checkpoints')
    .values({ name, ...values, updated_at: sql<Date>`now()` })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ ...values, updated_at: sql<Date>`now()` })
        .where('projection_checkpoints.commit_position', '=', from.commit.toString())
        .where('projection_checkpoints.position', '=', from.position.toString()),
    )
    .returning('name')
    .executeTakeFirst();
  return stored !== undefined;
}
