// Searches as the API answers them (contracts' searchSchema), for whoever looks.
import type { Search } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { groupsById } from '../group/index.ts';
import { micrositesById } from '../microsite/index.ts';
import { type DecisionCounts, decisionCountsOf, participantsOf } from './searchParticipants.ts';
import { type SearchRow, type Viewer, viewerOwns } from './searchRows.ts';

async function usersById(db: ReadModelDatabase, rows: readonly SearchRow[]) {
  const ids = [...new Set(rows.flatMap((row) => [row.owner_user_id, row.scope_user_id]))].filter(
    (id): id is string => id !== null,
  );
  if (ids.length === 0)
    return new Map<string, { id: string; name: string; slug: string | null; avatar_url: string | null }>();
  const users = await db
    .selectFrom('users')
    .select(['id', 'name', 'slug', 'avatar_url'])
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(users.map((user) => [user.id, user]));
}

type UserInfo = Awaited<ReturnType<typeof usersById>> extends Map<string, infer User> ? User : never;

/** How many members pinned each search in its group (a search is pinned when the count is above 0). */
async function pinCountsOf(db: ReadModelDatabase, rows: readonly SearchRow[]): Promise<Map<string, number>> {
  const ids = rows.flatMap((row) => (row.group_id ? [row.id] : []));
  if (ids.length === 0) return new Map();
  const counts = await db
    .selectFrom('group_search_pins')
    .select(['search_id', (eb) => eb.fn.countAll<string>().as('pins')])
    .where('search_id', 'in', ids)
    .groupBy('search_id')
    .execute();
  return new Map(counts.map((row) => [row.search_id, Number(row.pins)]));
}

interface SearchFacts {
  users: Map<string, UserInfo>;
  pins: Map<string, number>;
  participants: Map<string, Search['users']>;
  counts: Map<string, DecisionCounts>;
  groups: Awaited<ReturnType<typeof groupsById>>;
  microsites: Awaited<ReturnType<typeof micrositesById>>;
}

/** A private search's decision counts are its participants' business alone. */
function countsShown(row: SearchRow, facts: SearchFacts, viewer: Viewer): DecisionCounts {
  const none = { likes: 0, rejections: 0 };
  const participants = facts.participants.get(row.id) ?? [];
  const participates =
    viewerOwns(row, viewer) || (viewer.userId !== null && participants.some(({ id }) => id === viewer.userId));
  if (!row.shareable && !participates) return none;
  return facts.counts.get(row.id) ?? none;
}

function toSearch(row: SearchRow, facts: SearchFacts, viewer: Viewer): Search {
  const { users } = facts;
  const counts = countsShown(row, facts, viewer);
  const storefront = row.scope_user_id ? users.get(row.scope_user_id) : undefined;
  return {
    id: row.id,
    uuid: row.id,
    title: row.custom_title ?? row.title_suggested,
    title_suggested: row.title_suggested,
    description: row.description,
    created_at: row.created_at.toISOString(),
    public: row.public,
    shareable: row.shareable,
    filtered: row.filtered,
    autocompleted: row.autocompleted,
    order: row.order,
    group_id: row.group_id,
    microsite_id: row.microsite_id,
    user_id: row.scope_user_id,
    filters: row.filters,
    places: row.places,
    // Superlikes send the searcher's contact data: only an account has some.
    features: { superlike: viewer.userId !== null },
    microsite: (row.microsite_id && facts.microsites.get(row.microsite_id)) || null,
    group: (row.group_id && facts.groups.get(row.group_id)) || null,
    user: storefront ? { name: storefront.name, slug: storefront.slug, avatar_url: storefront.avatar_url } : null,
    users: facts.participants.get(row.id) ?? [],
    pinneds_count: facts.pins.get(row.id) ?? 0,
    decisions_true_count: counts.likes,
    decisions_false_count: counts.rejections,
    is_owner: viewerOwns(row, viewer),
    consensus: row.consensus,
  };
}

export async function toSearches(db: ReadModelDatabase, rows: readonly SearchRow[], viewer: Viewer): Promise<Search[]> {
  const ids = rows.map((row) => row.id);
  const groupIds = rows.flatMap((row) => (row.group_id ? [row.group_id] : []));
  const [users, pins, participants, counts, groups, microsites] = await Promise.all([
    usersById(db, rows),
    pinCountsOf(db, rows),
    participantsOf(db, ids),
    decisionCountsOf(db, ids, viewer),
    groupsById(db, groupIds),
    micrositesById(
      db,
      rows.map((row) => row.microsite_id),
    ),
  ]);
  return rows.map((row) => toSearch(row, { users, pins, participants, counts, groups, microsites }, viewer));
}

export async function toSearchResponse(db: ReadModelDatabase, row: SearchRow, viewer: Viewer): Promise<Search> {
  const [search] = await toSearches(db, [row], viewer);
  return search!;
}
