// Orders of results. Relevance (the default) adds, in days of freshness:
//   freshness   the publication's age: one day newer is one point;
//   priority    +PRIORITY_BOOST_DAYS while a priority is set and not expired;
//   popularity  a hook for the decisions the swipe issue brings (likes received), 0 today;
//   filter match +FILTER_MATCH_BOOST_DAYS for each further filter item a publication matches.
// Price orders compare like with like: pesos first, then dollars, each by the buyer's price
// (unpriced last); currencies are never converted. Every order ends with the id, so batches
// never repeat or skip a publication.
import type { SearchOrder } from '@app/contracts';
import { type RawBuilder, sql } from 'kysely';
import { PRICE } from './filterCondition.ts';

export const PRIORITY_BOOST_DAYS = 14;
export const FILTER_MATCH_BOOST_DAYS = 30;

const DAY_SECONDS = 86_400;

/** Items a publication matches beyond the first; only computed when there are several. */
function extraMatches(items: readonly RawBuilder<boolean>[]): RawBuilder<number> {
  if (items.length < 2) return sql<number>`0`;
  const each = items.map((item) => sql`(CASE WHEN ${item} THEN 1 ELSE 0 END)`);
  return sql<number>`(${sql.join(each, sql` + `)} - 1)`;
}

/** Past this many pairs of items, "two items matched" is tested by counting instead. */
const MAX_ITEM_PAIRS = 6;

/**
 * Publications that match two items or more, or null when none can: a publication has one type, so
 * only items of one type can match together. Stated pair by pair, each pair is a condition the
 * filter indexes answer.
 */
export function multipleMatchCondition(
  items: readonly RawBuilder<boolean>[],
  itemTypes: readonly string[],
): RawBuilder<boolean> | null {
  const pairs = items.flatMap((first, index) =>
    items
      .slice(index + 1)
      .filter((_, offset) => itemTypes[index + 1 + offset] === itemTypes[index])
      .map((second) => sql<boolean>`(${first} AND ${second})`),
  );
  if (pairs.length === 0) return null;
  if (pairs.length > MAX_ITEM_PAIRS) return sql<boolean>`${extraMatches(items)} >= 1`;
  return sql<boolean>`(${sql.join(pairs, sql` OR `)})`;
}

export function relevanceScore(items: readonly RawBuilder<boolean>[], now: Date): RawBuilder<number> {
  const freshness = sql`extract(epoch FROM p.published_at) / ${DAY_SECONDS}`;
  const priority = sql`CASE WHEN p.priority_expires_at > ${now} THEN ${PRIORITY_BOOST_DAYS} ELSE 0 END`;
  const popularity = sql`0`;
  const match = sql`${extraMatches(items)} * ${FILTER_MATCH_BOOST_DAYS}`;
  return sql<number>`(${freshness} + ${priority} + ${popularity} + ${match})`;
}

export function orderBy(order: SearchOrder, items: readonly RawBuilder<boolean>[], now: Date): RawBuilder<unknown> {
  switch (order) {
    case 'relevance':
      return sql`${relevanceScore(items, now)} DESC, p.id`;
    case 'price_asc':
      return sql`p.currency, ${PRICE} ASC NULLS LAST, p.id`;
    case 'price_desc':
      return sql`p.currency, ${PRICE} DESC NULLS LAST, p.id`;
    case 'newest':
      return sql`p.published_at DESC, p.id`;
    default: {
      const unexpected: never = order;
      return unexpected;
    }
  }
}
