// A saved search as a query: its stored criteria and scope with the catalogue they are read against.
import type { Platform } from '../../platform.ts';
import { catalogueFor } from '../criteria/loadCriteria.ts';
import type { SearchQuery } from '../query/searchQueries.ts';
import { type SearchRow, searchRowOrThrow } from '../searchRows.ts';

export function scopeOf(row: SearchRow) {
  return { microsite_id: row.microsite_id, group_id: row.group_id, user_id: row.scope_user_id };
}

export async function savedSearchQuery(platform: Platform, searchId: string): Promise<SearchQuery> {
  return queryOfSearch(platform, await searchRowOrThrow(platform, searchId));
}

/** The query of a search row already read. */
export async function queryOfSearch(platform: Platform, row: SearchRow): Promise<SearchQuery> {
  const criteria = { filters: row.filters, places: row.places, order: row.order };
  return { criteria, scope: scopeOf(row), catalogue: await catalogueFor(platform, row.filters) };
}
