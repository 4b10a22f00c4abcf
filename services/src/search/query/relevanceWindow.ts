// Relevance (ranking.ts) adds at most a few days to a publication's freshness, so a batch can be
// found without scoring every match of a broad search. The batch lies within the N newest matches
// plus the best N of the boosted ones (an active priority, or several filter items matched)
// published at most the largest boost before the N-th newest: a newest-first walk, then a short
// range. Anything else is outscored by all of the N newest.
import type { ReadModelDatabase } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';
import { boostedCondition, FILTER_MATCH_BOOST_DAYS, PRIORITY_BOOST_DAYS, relevanceScore } from './ranking.ts';

const DAY_MS = 86_400_000;

/** The most relevance can add to freshness, in days, for a search with this many filter items. */
export function largestBoostDays(items: number): number {
  return PRIORITY_BOOST_DAYS + FILTER_MATCH_BOOST_DAYS * Math.max(0, items - 1);
}

interface Scored {
  id: string;
  score: number;
}

/** The N newest matches and the best N boosted ones that can still reach the batch, with their scores. */
async function candidates(
  db: ReadModelDatabase,
  where: RawBuilder<boolean>,
  items: readonly RawBuilder<boolean>[],
  limit: number,
  now: Date,
): Promise<Scored[]> {
  const score = sql<number>`${relevanceScore(items, now)}::float8`;
  const { rows: newest } = await sql<Scored & { published_at: Date }>`
    SELECT p.id, p.published_at, ${score} AS score FROM publications p WHERE ${where}
    ORDER BY p.published_at DESC, p.id LIMIT ${limit}`.execute(db);
  const nth = newest[limit - 1]?.published_at;
  if (!nth) return newest;
  const since = new Date(nth.getTime() - largestBoostDays(items.length) * DAY_MS);
  const { rows: boosted } = await sql<Scored>`
    SELECT p.id, ${score} AS score FROM publications p
    WHERE ${where} AND p.published_at >= ${since} AND ${boostedCondition(items, now)}
    ORDER BY ${score} DESC, p.id LIMIT ${limit}`.execute(db);
  return [...newest, ...boosted];
}

/** The batch's ids in relevance order (score, then id as the database orders uuids). */
export async function relevanceBatch(
  db: ReadModelDatabase,
  where: RawBuilder<boolean>,
  items: readonly RawBuilder<boolean>[],
  limit: number,
  now: Date,
): Promise<string[]> {
  const unique = new Map((await candidates(db, where, items, limit, now)).map((row) => [row.id, row.score]));
  return [...unique]
    .sort(([firstId, first], [secondId, second]) => second - first || (firstId < secondId ? -1 : 1))
    .slice(0, limit)
    .map(([id]) => id);
}
