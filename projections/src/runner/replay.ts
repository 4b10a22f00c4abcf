// Rebuilding a projection from position zero: empty its tables and reset its checkpoint in one
// transaction; whichever runner leads the projection then applies the whole log again.
import { LOG_START } from '@app/contracts';
import { sql } from 'kysely';
import type { ReadModelDatabase } from '../database.ts';
import { writeCheckpoint } from './checkpointTable.ts';
import type { Projection } from './projection.ts';

export async function resetProjection(db: ReadModelDatabase, projection: Projection): Promise<void> {
  await db.transaction().execute(async (transaction) => {
    await writeCheckpoint(transaction, projection.name, LOG_START);
    if (projection.tables.length > 0) {
      await sql`TRUNCATE ${sql.join(projection.tables.map((table) => sql.table(table)))}`.execute(transaction);
    }
  });
}
