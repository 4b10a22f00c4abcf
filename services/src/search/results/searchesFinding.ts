// Which saved searches find one publication, each by its own conditions (the same `matching` every
// results screen runs), answered in one query: the instant alerts' exact check after their index
// narrowed the candidates (services/src/alerts).
import type { ReadModels } from '@app/projections';
import { sql } from 'kysely';
import { catalogueFor } from '../criteria/loadCriteria.ts';
import { itemConditions, matching, type SearchQuery } from '../query/searchConditions.ts';
import { findSearchRows } from '../searchRows.ts';
import { scopeOf } from './savedSearchQuery.ts';

/** Searches per query: a few hundred conditions keep one statement quick to plan. */
const CHUNK = 100;

async function queriesOf(readModels: ReadModels, searchIds: readonly string[]) {
  const { db } = readModels;
  const rows = await findSearchRows(db, searchIds);
  return Promise.all(
    rows.map(async (row) => {
      const query: SearchQuery = {
        criteria: { filters: row.filters, places: row.places, order: row.order },
        scope: scopeOf(row),
        catalogue: await catalogueFor(readModels, row.filters),
      };
      return { searchId: row.id, query };
    }),
  );
}

export async function searchesFinding(
  readModels: ReadModels,
  searchIds: readonly string[],
  publicationId: string,
): Promise<string[]> {
  const { db } = readModels;
  const queries = await queriesOf(readModels, [...new Set(searchIds)]);
  const found: string[] = [];
  for (let start = 0; start < queries.length; start += CHUNK) {
    const parts = queries.slice(start, start + CHUNK).map(
      ({ searchId, query }) =>
        sql`SELECT ${searchId}::uuid AS search_id FROM publications p
          WHERE p.id = ${publicationId} AND ${matching(query, itemConditions(query))}`,
    );
    const { rows } = await sql<{ search_id: string }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
    found.push(...rows.map((row) => row.search_id));
  }
  return found;
}
