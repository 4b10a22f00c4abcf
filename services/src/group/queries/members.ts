// GET /account/group/{id}/user: active members, newest first, with how many publications each publishes.
import type { GroupMember } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { foldedContains, type PageQuery } from '../../http/index.ts';

export async function listMembers(db: ReadModelDatabase, groupId: string, query: PageQuery) {
  const filtered = db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .where('group_members.group_id', '=', groupId)
    .where('users.deleted_at', 'is', null)
    .$if(Boolean(query.search), (builder) => builder.where(foldedContains('users.name', query.search ?? '')));
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .select((eb) => [
      'users.id',
      'users.name',
      'users.avatar_url',
      'group_members.admin',
      'group_members.joined_at',
      eb
        .selectFrom('publication_publishers')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('publication_publishers.user_id', '=', 'users.id')
        .as('publications_count'),
    ])
    .orderBy('group_members.joined_at', 'desc')
    .orderBy('users.id')
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .execute();
  const data: GroupMember[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    avatar_url: row.avatar_url,
    publications_count: Number(row.publications_count ?? 0),
    created_at: row.joined_at.toISOString(),
    pivot: { admin: row.admin },
  }));
  return { rows: data, total: Number(total) };
}
