// GET /account/group/{id}/publication: the group's portfolio (its members' shareable publications),
// newest listed first; each says how many of the group's active searches it matches, so a
// colleague with a buyer sees it first.
import type { GroupContentQuery } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import type { Platform } from '../../platform.ts';
import { viewPublications } from '../../publication/index.ts';
import { matchingAmong, queryOfSearch, searchRowOrThrow } from '../../search/index.ts';
import { TIME_FILTER_MS } from './groupSearches.ts';

/** The group's published searches matched against a page: at most this many are read. */
const MATCHED_SEARCHES_MAX = 50;

/** The portfolio read model (group_portfolio), joined to publications only to filter by their fields. */
function portfolioRows(db: ReadModelDatabase, groupId: string, query: GroupContentQuery, now: Date) {
  const since = query.time ? new Date(now.getTime() - TIME_FILTER_MS[query.time]) : null;
  const byFields = Boolean(query.category_id) || Boolean(query.search);
  return db
    .selectFrom('group_portfolio as gp')
    .where('gp.group_id', '=', groupId)
    .$if(since !== null, (builder) => builder.where('gp.listed_at', '>=', since as Date))
    .$if(byFields, (builder) =>
      builder.where((eb) =>
        eb.exists(
          eb
            .selectFrom('publications as p')
            .select(sql`1`.as('one'))
            .whereRef('p.id', '=', 'gp.publication_id')
            .$if(Boolean(query.category_id), (inner) =>
              inner.where(sql<boolean>`${query.category_id ?? ''}::uuid = ANY(p.categories)`),
            )
            .$if(Boolean(query.search), (inner) =>
              inner.where(sql<boolean>`p.search_text @@ plainto_tsquery('es_unaccent', ${query.search ?? ''})`),
            ),
        ),
      ),
    );
}

/** The group's published searches, newest published first: the ones a page is matched against. */
function publishedSearches(db: ReadModelDatabase, groupId: string) {
  return db
    .selectFrom('searches')
    .innerJoin('group_search_publications', 'group_search_publications.search_id', 'searches.id')
    .select('searches.id')
    .where('searches.group_id', '=', groupId)
    .where('searches.public', '=', true)
    .orderBy('group_search_publications.published_at', 'desc')
    .limit(MATCHED_SEARCHES_MAX)
    .execute();
}

async function searchMatches(platform: Platform, searches: { id: string }[], publicationIds: string[]) {
  const matches = new Map<string, number>(publicationIds.map((id) => [id, 0]));
  if (publicationIds.length === 0) return matches;
  for (const { id } of searches) {
    const query = await queryOfSearch(platform, await searchRowOrThrow(platform, id));
    for (const matched of await matchingAmong(platform.db, query, publicationIds)) {
      matches.set(matched, (matches.get(matched) ?? 0) + 1);
    }
  }
  return matches;
}

/** Count, page and the group's published searches at once, then the page's cards and matches: two round trips. */
export async function listPortfolio(
  platform: Platform,
  groupId: string,
  userId: string,
  query: GroupContentQuery,
  now: Date,
) {
  const filtered = portfolioRows(platform.db, groupId, query, now);
  const [{ total }, page, searches] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .select('gp.publication_id as id')
      .orderBy('gp.listed_at', 'desc')
      .orderBy('gp.publication_id')
      .limit(query.take)
      .offset((query.page - 1) * query.take)
      .execute(),
    publishedSearches(platform.db, groupId),
  ]);
  const ids = page.map((row) => row.id);
  const [publications, matches] = await Promise.all([
    viewPublications(platform, ids, userId, now),
    searchMatches(platform, searches, ids),
  ]);
  const rows = publications.map((publication) => ({
    ...publication,
    group_search_matches: matches.get(publication.id) ?? 0,
  }));
  return { rows, total: Number(total) };
}

/** The categories among the portfolio, for the category filter. */
export async function portfolioCategories(db: ReadModelDatabase, groupId: string) {
  const { rows } = await sql<{ id: string; name: string; slug: string }>`
    SELECT c.id, c.name, c.slug FROM categories c
    WHERE c.id IN (SELECT DISTINCT unnest(p.categories) FROM group_portfolio gp
      JOIN publications p ON p.id = gp.publication_id WHERE gp.group_id = ${groupId})
    ORDER BY c.name`.execute(db);
  return rows;
}
