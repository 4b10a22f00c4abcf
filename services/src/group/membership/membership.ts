// Who the caller is in a group, read from the members table: what the routes check before
// reading; commands check again against the group's own stream.
import { ERROR_MESSAGES } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { z } from 'zod';
import { DomainError } from '../../commands/index.ts';

export const groupParams = z.object({ id: z.string().max(100) });

export function groupIdOf(value: string): string {
  if (!z.uuid().safeParse(value).success) throw DomainError.notFound();
  return value;
}

export async function findGroupRow(db: ReadModelDatabase, groupId: string) {
  return db.selectFrom('groups').selectAll().where('id', '=', groupId).executeTakeFirst();
}
export type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroupRow>>>;

export async function membershipOf(db: ReadModelDatabase, groupId: string, userId: string | null) {
  if (userId === null) return null;
  const row = await db
    .selectFrom('group_members')
    .select('admin')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { admin: row.admin } : null;
}

/** The group, when it exists and the caller belongs to it (404 for an unknown group, 403 for others). */
export async function memberGroup(db: ReadModelDatabase, rawId: string, userId: string, adminOnly = false) {
  const groupId = groupIdOf(rawId);
  const [group, membership] = await Promise.all([findGroupRow(db, groupId), membershipOf(db, groupId, userId)]);
  if (!group) throw DomainError.notFound();
  if (!membership || (adminOnly && !membership.admin)) throw new DomainError('forbidden', ERROR_MESSAGES.forbidden);
  return { group, membership };
}
