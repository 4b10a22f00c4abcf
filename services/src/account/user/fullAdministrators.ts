// The count the "last full administrator" rule needs, read from the users table just before deciding.
import { PERMISSIONS } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';

/** How many live accounts other than `userId` are administrators holding every permission. */
export async function otherFullAdministrators(db: ReadModelDatabase, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('deleted_at', 'is', null)
    .where('is_admin', '=', true)
    .where(sql<boolean>`permissions ?& ${sql.val([...PERMISSIONS])}::text[]`)
    .where('id', '<>', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}
