// The conditions a search query is made of: each filter item, what all items share, the scope,
// and what the person must not see again. Items combine with OR.
import type { SearchCriteria, SearchScope } from '@app/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { SearchCatalogue } from '../criteria/searchCatalogue.ts';
import { allOf, anyOf } from './extraConditions.ts';
import { filterCondition, placesCondition } from './filterCondition.ts';
import { scopeCondition } from './scopeCondition.ts';

export interface SearchQuery {
  criteria: SearchCriteria;
  scope: SearchScope;
  catalogue: SearchCatalogue;
}

/** Publications the person must not see again: the client's `except` list and what they already decided there. */
export interface Exclusions {
  except: readonly string[];
  /** Publications decided (liked or rejected) in this search by this participant, or by anyone when null. */
  decidedBy?: { searchId: string; participantKey: string | null };
}

export function itemConditions(query: SearchQuery, ignorePrice = false): RawBuilder<boolean>[] {
  return query.criteria.filters.map((filter) =>
    filterCondition(ignorePrice ? { ...filter, amount: null } : filter, query.criteria.places, query.catalogue),
  );
}

function decidedCondition(decidedBy: Exclusions['decidedBy']): RawBuilder<boolean> {
  if (decidedBy === undefined) return sql<boolean>`true`;
  const participant = decidedBy.participantKey;
  const byParticipant = participant === null ? sql`true` : sql`d.participant_key = ${participant}`;
  return sql<boolean>`NOT EXISTS (SELECT 1 FROM search_decisions d
    WHERE d.search_id = ${decidedBy.searchId} AND d.publication_id = p.id AND d."like" IS NOT NULL AND ${byParticipant})`;
}

export function exclusionCondition(exclusions: Exclusions): RawBuilder<boolean> {
  const decided = decidedCondition(exclusions.decidedBy);
  if (exclusions.except.length === 0) return decided;
  return sql<boolean>`p.id <> ALL(${[...exclusions.except]}::uuid[]) AND ${decided}`;
}

/**
 * What every item asks for (its types; the places, when every item's type has an address), stated
 * once more outside the OR so the planner can use those indexes for the whole search.
 */
function sharedConditions(query: SearchQuery): RawBuilder<boolean>[] {
  const { filters, places } = query.criteria;
  const typeIds = new Set(filters.map((filter) => filter.type_id));
  const addressed = filters.every((filter) => query.catalogue.type(filter.type_id)?.config.fields.includes('address'));
  return [
    typeIds.size === 1
      ? sql<boolean>`p.type_id = ${[...typeIds][0]}`
      : sql<boolean>`p.type_id = ANY(${[...typeIds]}::uuid[])`,
    ...(places.length > 0 && addressed ? [placesCondition(places)] : []),
  ];
}

export function matching(query: SearchQuery, items: readonly RawBuilder<boolean>[]): RawBuilder<boolean> {
  return allOf([scopeCondition(query.scope), ...sharedConditions(query), anyOf(items)]);
}
