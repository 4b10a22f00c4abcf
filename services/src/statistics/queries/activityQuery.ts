// GET /account/activity: what others did in the caller's searches (joined, decided, finished …),
// newest first, searchable by the search's title or the person's name.
import type { Activity, ActivityQuery, ActivityType } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import { foldedContains, paged } from '../../http/index.ts';

function activitiesOf(db: ReadModelDatabase, userId: string, search: string | undefined) {
  let query = db
    .selectFrom('search_activity as a')
    .innerJoin('searches as s', 's.id', 'a.search_id')
    .leftJoin('users as u', (join) => join.on(sql<boolean>`u.id::text = a.causer_key`).on('u.deleted_at', 'is', null))
    .where('s.owner_user_id', '=', userId)
    .where(sql<boolean>`a.causer_key IS DISTINCT FROM ${userId}`);
  if (search) {
    query = query.where((eb) =>
      eb.or([
        foldedContains('coalesce(s.custom_title, s.title_suggested)', search),
        foldedContains("coalesce(u.name, '')", search),
      ]),
    );
  }
  return query;
}

export async function activityPage(db: ReadModelDatabase, userId: string, query: ActivityQuery, url: string) {
  const filtered = activitiesOf(db, userId, query.search);
  const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const data = await latestActivities(db, userId, query);
  return paged(data, Number(counted?.total ?? 0), query, url);
}

export async function latestActivities(
  db: ReadModelDatabase,
  userId: string,
  query: Pick<ActivityQuery, 'search' | 'orderMethod' | 'take' | 'page'>,
): Promise<Activity[]> {
  const rows = await activitiesOf(db, userId, query.search)
    .select([
      'a.id',
      'a.type',
      'a.created_at',
      'a.like_count',
      'a.unlike_count',
      's.id as search_id',
      sql<string>`coalesce(s.custom_title, s.title_suggested)`.as('title'),
      'u.id as causer_id',
      'u.name as causer_name',
    ])
    .orderBy('a.created_at', query.orderMethod)
    .orderBy('a.id')
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type as ActivityType,
    created_at: row.created_at.toISOString(),
    causer: row.causer_id && row.causer_name ? { id: row.causer_id, name: row.causer_name } : null,
    activityable_type: 'search',
    activityable: { id: row.search_id, title: row.title },
    properties: { like: row.like_count, unlike: row.unlike_count },
  }));
}
