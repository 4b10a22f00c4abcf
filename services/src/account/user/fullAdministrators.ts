// What the administration rules need from the users table, read just before deciding (inside
// oneAdministratorChangeAtATime): the acting administrator's rights now, and how many other
// administrators hold every permission.
import { PERMISSIONS } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import type { Actor } from './administratorRights.ts';

/** The actor's rights as the users table holds them now: none once their account is gone. */
export async function rightsNow(db: ReadModelDatabase, actor: Actor): Promise<Actor> {
  const row = await db
    .selectFrom('users')
    .select(['is_admin', 'permissions'])
    .where('id', '=', actor.userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return { userId: actor.userId, isAdmin: row?.is_admin ?? false, permissions: row?.permissions ?? [] };
}

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
