// GET /account/group: the caller's groups (name asc by default), with their role in each.
import type { Group } from '@app/contracts';
import type { groupListQuerySchema } from '@app/contracts/group/group';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import type { z } from 'zod';
import { foldedContains, SPANISH_SORT_SQL } from '../../http/index.ts';
import { toGroup } from './groupView.ts';

type Query = z.output<typeof groupListQuerySchema>;

export async function listAccountGroups(db: ReadModelDatabase, userId: string, query: Query) {
  const filtered = db
    .selectFrom('groups')
    .innerJoin('group_members', (join) =>
      join.onRef('group_members.group_id', '=', 'groups.id').on('group_members.user_id', '=', userId),
    )
    .$if(Boolean(query.search), (builder) => builder.where(foldedContains('groups.name', query.search ?? '')));
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const sort = query.orderBy === 'name' ? SPANISH_SORT_SQL('groups.name') : 'groups.created_at';
  const rows = await filtered
    .selectAll('groups')
    .select('group_members.admin')
    .orderBy(sql.raw(`${sort} ${query.orderMethod}`))
    .orderBy('groups.id')
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .execute();
  const data: Group[] = rows.map(({ admin, ...row }) => toGroup(row, { admin }));
  return { rows: data, total: Number(total) };
}

/** The groups of GET /api/user (the groups panel and the header's groups button). */
export async function userGroups(db: ReadModelDatabase, userId: string) {
  const rows = await db
    .selectFrom('groups')
    .innerJoin('group_members', 'group_members.group_id', 'groups.id')
    .select(['groups.id', 'groups.name', 'groups.logo_url', 'groups.public', 'group_members.admin'])
    .where('group_members.user_id', '=', userId)
    .orderBy(sql.raw(SPANISH_SORT_SQL('groups.name')))
    .execute();
  return rows.map(({ admin, ...group }) => ({ ...group, pivot: { admin } }));
}
