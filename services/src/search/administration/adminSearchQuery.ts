// The admin searches list: every search, newest first, searchable by title, filtered by shared
// and (when shared) participant count; each row names its scope and its participants.
import type { AdminSearchRow } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { foldedContains, type PageQuery } from '../../http/index.ts';

export interface AdminSearchFilter {
  search?: string;
  shared?: boolean;
  users_count?: number;
}

export async function listAdminSearches(
  db: ReadModelDatabase,
  filter: AdminSearchFilter,
  page: PageQuery,
): Promise<{ rows: AdminSearchRow[]; total: number }> {
  const search = filter.search ?? '';
  const filtered = db
    .selectFrom('searches')
    .leftJoin('search_totals', 'search_totals.search_id', 'searches.id')
    .$if(search !== '', (query) =>
      query.where((eb) =>
        eb.or([foldedContains('searches.custom_title', search), foldedContains('searches.title_suggested', search)]),
      ),
    )
    .$if(filter.shared !== undefined, (query) => query.where('searches.shareable', '=', filter.shared ?? false))
    .$if(filter.shared === true && filter.users_count !== undefined, (query) =>
      query.where('search_totals.participants_count', '=', filter.users_count ?? 0),
    );
  const [counted, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .leftJoin('users as storefront', 'storefront.id', 'searches.scope_user_id')
      .select([
        'searches.id',
        'searches.custom_title',
        'searches.title_suggested',
        'searches.created_at',
        'searches.public',
        'searches.shareable',
        'searches.autocompleted',
        'search_totals.likes_count',
        'search_totals.rejections_count',
        'searches.microsite_id',
        'searches.group_id',
        'searches.scope_user_id',
        'storefront.name as storefront_name',
      ])
      .orderBy('searches.created_at', 'desc')
      .orderBy('searches.id')
      .limit(page.take)
      .offset((page.page - 1) * page.take)
      .execute(),
  ]);
  const people = await participantsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: Number(counted.total),
    rows: rows.map((row) => ({
      id: row.id,
      uuid: row.id,
      title: row.custom_title ?? row.title_suggested,
      created_at: row.created_at.toISOString(),
      // Microsites and groups get their names with their own contexts.
      scope: row.microsite_id
        ? { kind: 'microsite', name: null }
        : row.group_id
          ? { kind: 'group', name: null }
          : row.scope_user_id
            ? { kind: 'user', name: row.storefront_name }
            : { kind: 'platform', name: null },
      public: row.public,
      shareable: row.shareable,
      autocompleted: row.autocompleted,
      // Every participant's decisions, as search_totals keeps them (searches has no running count).
      decisions_true_count: row.likes_count ?? 0,
      decisions_false_count: row.rejections_count ?? 0,
      users: people.get(row.id) ?? [],
    })),
  };
}

async function participantsOf(db: ReadModelDatabase, searchIds: string[]) {
  const people = new Map<string, AdminSearchRow['users']>();
  if (searchIds.length === 0) return people;
  const rows = await db
    .selectFrom('search_participants')
    .innerJoin('users', 'users.id', 'search_participants.user_id')
    .select([
      'search_participants.search_id',
      'search_participants.owner',
      'users.id',
      'users.name',
      'users.avatar_url',
    ])
    .where('search_participants.search_id', 'in', searchIds)
    .orderBy('search_participants.owner', 'desc')
    .orderBy('search_participants.joined_at')
    .execute();
  for (const row of rows) {
    const list = people.get(row.search_id) ?? [];
    list.push({ id: row.id, name: row.name, avatar_url: row.avatar_url, role: row.owner ? 'Creador' : 'Invitado' });
    people.set(row.search_id, list);
  }
  return people;
}
