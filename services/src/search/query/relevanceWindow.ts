// Relevance (ranking.ts) adds at most a few days to a publication's freshness, so a batch can be
// found without scoring every match of a broad search:
// - one filter item: the boost is the priority only, so the batch lies within the N newest
//   matches plus the N newest matches with an active priority (two newest-first index walks);
// - several items: matching more items adds days too, so the batch reaches no further back than
//   the N-th newest match minus the largest boost, and only that window is scored.
import type { ReadModelDatabase } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';
import { FILTER_MATCH_BOOST_DAYS, PRIORITY_BOOST_DAYS } from './ranking.ts';

const DAY_MS = 86_400_000;

/** The most relevance can add to freshness, in days, for a search with this many filter items. */
export function largestBoostDays(items: number): number {
  return PRIORITY_BOOST_DAYS + FILTER_MATCH_BOOST_DAYS * Math.max(0, items - 1);
}

/** One item: the candidates (at most 2N ids) the batch is drawn from. */
export function relevanceCandidates(where: RawBuilder<boolean>, limit: number, now: Date): RawBuilder<boolean> {
  return sql<boolean>`p.id IN (
    (SELECT p.id FROM publications p WHERE ${where} ORDER BY p.published_at DESC, p.id LIMIT ${limit})
    UNION
    (SELECT p.id FROM publications p WHERE ${where} AND p.priority_expires_at > ${now}
      ORDER BY p.published_at DESC, p.id LIMIT ${limit}))`;
}

/** Several items: the condition keeping scoring inside the window; `true` with fewer than N matches. */
export async function relevanceWindow(
  db: ReadModelDatabase,
  where: RawBuilder<boolean>,
  limit: number,
  items: number,
): Promise<RawBuilder<boolean>> {
  const { rows } = await sql<{ published_at: Date }>`
    SELECT p.published_at FROM publications p WHERE ${where}
    ORDER BY p.published_at DESC, p.id LIMIT 1 OFFSET ${limit - 1}`.execute(db);
  const nth = rows[0]?.published_at;
  if (!nth) return where;
  return sql<boolean>`${where} AND p.published_at >= ${new Date(nth.getTime() - largestBoostDays(items) * DAY_MS)}`;
}
