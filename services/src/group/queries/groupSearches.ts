// GET /account/group/{id}/search: the searches published to the group (its active searches),
// newest published first, with who pinned them.
import type { GroupContentQuery, GroupSearch } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';
import { foldedContains } from '../../http/index.ts';

const DAY_MS = 86_400_000;
export const TIME_FILTER_MS = { day: DAY_MS, week: 7 * DAY_MS } as const;

/** Published searches of the group, filtered as the list asks. */
export function publishedSearches(db: ReadModelDatabase, groupId: string, query: GroupContentQuery, now: Date) {
  const since = query.time ? new Date(now.getTime() - TIME_FILTER_MS[query.time]) : null;
  const categoryFilter = (categoryId: string): RawBuilder<boolean> =>
    sql<boolean>`searches.filters @> ${JSON.stringify([{ category_id: categoryId }])}::jsonb`;
  return db
    .selectFrom('searches')
    .innerJoin('group_search_publications', 'group_search_publications.search_id', 'searches.id')
    .where('searches.group_id', '=', groupId)
    .where('searches.public', '=', true)
    .$if(since !== null, (builder) => builder.where('group_search_publications.published_at', '>=', since as Date))
    .$if(Boolean(query.category_id), (builder) => builder.where(categoryFilter(query.category_id ?? '')))
    .$if(Boolean(query.search), (builder) =>
      builder.where((eb) =>
        eb.or([
          foldedContains(`coalesce(searches.custom_title, '')`, query.search ?? ''),
          foldedContains('searches.title_suggested', query.search ?? ''),
        ]),
      ),
    );
}

export async function listGroupSearches(
  db: ReadModelDatabase,
  groupId: string,
  userId: string,
  query: GroupContentQuery,
  now: Date,
): Promise<{ rows: GroupSearch[]; total: number }> {
  const filtered = publishedSearches(db, groupId, query, now);
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .leftJoin('users', 'users.id', 'searches.owner_user_id')
    .select((eb) => [
      'searches.id',
      'searches.custom_title',
      'searches.title_suggested',
      'searches.description',
      'searches.created_at',
      'searches.filters',
      'searches.places',
      'group_search_publications.published_at',
      'users.id as owner_id',
      'users.name as owner_name',
      'users.avatar_url as owner_avatar_url',
      eb
        .selectFrom('group_search_pins')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('group_search_pins.search_id', '=', 'searches.id')
        .where('group_search_pins.group_id', '=', groupId)
        .as('pinneds_count'),
      eb
        .exists(
          eb
            .selectFrom('group_search_pins')
            .select('user_id')
            .whereRef('group_search_pins.search_id', '=', 'searches.id')
            .where('group_search_pins.group_id', '=', groupId)
            .where('group_search_pins.user_id', '=', userId),
        )
        .as('pinned'),
    ])
    .orderBy('group_search_publications.published_at', 'desc')
    .orderBy('searches.id')
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .execute();
  const data = rows.map((row) => ({
    id: row.id,
    uuid: row.id,
    group_id: groupId,
    title: row.custom_title ?? row.title_suggested,
    title_suggested: row.title_suggested,
    description: row.description,
    created_at: row.created_at.toISOString(),
    published_at: row.published_at.toISOString(),
    filters: row.filters,
    places: row.places,
    users:
      row.owner_id && row.owner_name
        ? [{ id: row.owner_id, name: row.owner_name, avatar_url: row.owner_avatar_url }]
        : [],
    pinneds_count: Number(row.pinneds_count ?? 0),
    pinned: Boolean(row.pinned),
  }));
  return { rows: data, total: Number(total) };
}

/** The categories the group's searches name, for the category filter. */
export async function groupSearchCategories(db: ReadModelDatabase, groupId: string) {
  const { rows } = await sql<{ id: string; name: string; slug: string }>`
    SELECT DISTINCT c.id, c.name, c.slug FROM searches s
    JOIN group_search_publications gp ON gp.search_id = s.id
    CROSS JOIN LATERAL jsonb_array_elements(s.filters) AS item
    JOIN categories c ON c.id = (item ->> 'category_id')::uuid
    WHERE s.group_id = ${groupId} AND s.public
    ORDER BY c.name`.execute(db);
  return rows;
}
