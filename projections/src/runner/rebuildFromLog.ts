// A migration that changes what a projection files: its tables emptied and its checkpoint moved back
// to the log's start, so the runner files every event again when the platform starts.
import { LOG_START } from '@app/contracts';
import { type Kysely, sql } from 'kysely';
import { type CheckpointTables, writeCheckpoint } from './checkpointTable.ts';

export async function rebuildFromLog(
  db: Kysely<unknown>,
  projection: string,
  tables: readonly string[],
): Promise<void> {
  await sql`TRUNCATE ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
  await writeCheckpoint(db as Kysely<CheckpointTables>, projection, LOG_START);
}
