// The conditions a search query is made of: each filter item, what all items share, the scope,
// and what the person must not see again. Items combine with OR.
import type { SearchCriteria, SearchScope } from '@app/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { SearchCatalogue } from '../criteria/searchCatalogue.ts';
import { undecidedBy } from '../swipeFacts/discardedCondition.ts';
import { allOf, anyOf } from './extraConditions.ts';
import { filterCondition } from './filterCondition.ts';
import { placeRowsCondition, placesCondition } from './placesCondition.ts';
import { scopeCondition } from './scopeCondition.ts';
import { typeLookedUp, typeTested } from './typeCondition.ts';

export interface SearchQuery {
  criteria: SearchCriteria;
  scope: SearchScope;
  catalogue: SearchCatalogue;
}

/**
 * Publications the person must not see again: the client's `except` list, what they already decided
 * there and what they discarded in their other searches of the same scope.
 */
export interface Exclusions {
  except: readonly string[];
  /**
   * Publications decided (liked or rejected) in this search by this participant, or by anyone when
   * null; `byGroup`: by this participant (and their discards) or by anyone else in the search.
   */
  decidedBy?: { searchId: string; participantKey: string | null; byGroup?: boolean };
}

/** Whether every item's type has an address: then the places are stated once for the whole search. */
function placesShared(query: SearchQuery): boolean {
  const { filters, places } = query.criteria;
  return (
    places.length > 0 &&
    filters.every((filter) => query.catalogue.type(filter.type_id)?.config.fields.includes('address'))
  );
}

export interface ItemOptions {
  /** Leave the items' own price bounds out (the price range shows them all). */
  ignorePrice?: boolean;
  /** State the place keys the filters index looks up; a walk leaves them out (see ItemContext). */
  lookups?: boolean;
  /** Let an index take the type (see typeCondition.ts). */
  typeIndexed?: boolean;
}

/**
 * Each item's condition. Places every item shares are stated once by `matching` (every row the items
 * are tested on, for matches, scores and boosts, already lies in them); with lookups, each item
 * still narrows them to its own type or category through the place keys.
 */
export function itemConditions(query: SearchQuery, options: ItemOptions = {}): RawBuilder<boolean>[] {
  const { places } = query.criteria;
  const context = {
    catalogue: query.catalogue,
    places,
    placesShared: placesShared(query),
    lookups: options.lookups ?? true,
    typeIndexed: options.typeIndexed ?? true,
  };
  return query.criteria.filters.map((filter) =>
    filterCondition(options.ignorePrice ? { ...filter, amount: null } : filter, context),
  );
}

/** A participant's decisions here, and what they discarded in their other searches of this scope. */
function decidedCondition(decidedBy: Exclusions['decidedBy']): RawBuilder<boolean> {
  if (decidedBy === undefined) return sql<boolean>`true`;
  const { searchId, participantKey, byGroup = false } = decidedBy;
  const byAnyone = sql<boolean>`NOT EXISTS (SELECT 1 FROM search_decisions d
    WHERE d.search_id = ${searchId} AND d.publication_id = p.id AND d."like" IS NOT NULL)`;
  if (participantKey === null) return byAnyone;
  const byParticipant = undecidedBy(searchId, participantKey, sql`p.id`);
  return byGroup ? sql<boolean>`${byParticipant} AND ${byAnyone}` : byParticipant;
}

export function exclusionCondition(exclusions: Exclusions): RawBuilder<boolean> {
  const decided = decidedCondition(exclusions.decidedBy);
  if (exclusions.except.length === 0) return decided;
  return sql<boolean>`p.id <> ALL(${[...exclusions.except]}::uuid[]) AND ${decided}`;
}

/**
 * What every item asks for (its types; the places, when every item's type has an address), stated
 * outside the OR so the planner can use those indexes for the whole search.
 */
function sharedConditions(query: SearchQuery, typeIndexed: boolean): RawBuilder<boolean>[] {
  const typeIds = [...new Set(query.criteria.filters.map((filter) => filter.type_id))];
  return [
    typeIndexed ? typeLookedUp(typeIds) : typeTested(typeIds),
    ...(placesShared(query) ? [placesCondition(query.criteria.places)] : []),
  ];
}

/** Everything a match meets; without `typeIndexed` no index takes the type (see typeCondition.ts). */
export function matching(
  query: SearchQuery,
  items: readonly RawBuilder<boolean>[],
  typeIndexed = true,
): RawBuilder<boolean> {
  return allOf([scopeCondition(query.scope), ...sharedConditions(query, typeIndexed), anyOf(items)]);
}

/**
 * Everything a match meets, stated so that an index covering every column it tests answers it:
 * near places every item's type has, the place index's rows instead of the place keys (which only
 * the table holds); otherwise as `matching` states it.
 */
export function coveredMatching(query: SearchQuery): RawBuilder<boolean> {
  const rows = placesShared(query) ? placeRowsCondition(query.criteria.places) : null;
  if (!rows) return matching(query, itemConditions(query));
  return sql<boolean>`${rows} AND ${matching(query, itemConditions(query, { lookups: false }))}`;
}

/**
 * A count near several places every item's type has, place by place: each condition reads only its
 * own place's rows of the place index (one stretch of rows between the westmost and eastmost of all
 * the places would read everything between two far-apart towns), and leaves out what an earlier
 * place's circle holds, so no publication meets two of them and their counts add up. Null with one
 * place, places not every type has, or a place too wide for rows.
 */
export function coveredMatchingEachPlace(query: SearchQuery): RawBuilder<boolean>[] | null {
  const { places } = query.criteria;
  if (places.length < 2 || !placesShared(query)) return null;
  const rows = places.map((place) => placeRowsCondition([place]));
  if (rows.some((condition) => condition === null)) return null;
  return places.map((place, index) => {
    const alone = { ...query, criteria: { ...query.criteria, places: [place] } };
    const earlier = places.slice(0, index);
    const notEarlier =
      earlier.length === 0 ? sql<boolean>`true` : sql<boolean>`(${placesCondition(earlier)}) IS NOT TRUE`;
    return sql<boolean>`${rows[index]} AND ${matching(alone, itemConditions(alone, { lookups: false }))} AND ${notEarlier}`;
  });
}

/** The search narrowed to the items of some of its types: all a publication of those types can match. */
export function ofTypes(query: SearchQuery, types: readonly string[]): SearchQuery {
  const filters = query.criteria.filters.filter((filter) => types.includes(filter.type_id));
  return { ...query, criteria: { ...query.criteria, filters } };
}

/** Whether some item reads the full text (text and tag extras), which the newest-first walk does not carry. */
function readsFullText(query: SearchQuery): boolean {
  return query.criteria.filters.some((filter) => {
    const type = query.catalogue.type(filter.type_id);
    return Object.keys(filter.extras).some((slug) => {
      const kind = type && query.catalogue.extra(type, slug)?.config.type;
      return kind === 'text' || kind === 'tags';
    });
  });
}

/**
 * Whether a newest-first walk of the search's types suits it: not when it reads the full text, nor
 * for a storefront, a group or a microsite (their few publications are found through the publishers table at once).
 */
export function walkable(query: SearchQuery): boolean {
  const { scope } = query;
  return scope.user_id === null && scope.group_id === null && scope.microsite_id === null && !readsFullText(query);
}
