// The group's ranking of a search (issue 26): every publication someone decided, by share of
// approvals × (1 − disagreement) (rankingScore in contracts: superlikes count double, a veto under a
// unanimous rule scores 0), ties by recency (the newest listing first), then by id so a replay of
// the log gives the same order. Read from the swipe read model's counts only.
import { type ConsensusRule, DEFAULT_CONSENSUS, rankingScore, vetoed } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';

export interface RankedEntry {
  publicationId: string;
  score: number;
  likes: number;
  superlikes: number;
  rejections: number;
  vetoed: boolean;
}

interface CountRow {
  publication_id: string;
  like_count: number;
  rejection_count: number;
  superlike_count: number;
  listed_at: Date;
}

export interface SearchRanking {
  participants: number;
  coincidences: number;
  entries: RankedEntry[];
}

export async function groupRankingOf(db: ReadModelDatabase, searchId: string): Promise<SearchRanking> {
  const [totals, counts] = await Promise.all([
    db
      .selectFrom('search_totals')
      .select(['participants_count', 'coincidences_count', 'consensus'])
      .where('search_id', '=', searchId)
      .executeTakeFirst(),
    sql<CountRow>`
      SELECT counts.publication_id, counts.like_count, counts.rejection_count, p.listed_at,
        (SELECT count(*)::int FROM search_decisions AS decision
         WHERE decision.search_id = counts.search_id AND decision.publication_id = counts.publication_id
           AND decision."like" AND decision.is_super) AS superlike_count
      FROM search_publication_counts AS counts
      JOIN publications AS p ON p.id = counts.publication_id
      WHERE counts.search_id = ${searchId} AND counts.decisions_count > 0`.execute(db),
  ]);
  const rule: ConsensusRule = totals?.consensus ?? DEFAULT_CONSENSUS;
  const participants = totals?.participants_count ?? 0;
  const scored = counts.rows.map((row) => {
    const tally = {
      participants,
      likes: row.like_count,
      superlikes: row.superlike_count,
      rejections: row.rejection_count,
    };
    const entry: RankedEntry = {
      publicationId: row.publication_id,
      score: rankingScore(rule, tally),
      likes: row.like_count,
      superlikes: row.superlike_count,
      rejections: row.rejection_count,
      vetoed: vetoed(rule, tally),
    };
    return { entry, listedAt: row.listed_at.getTime() };
  });
  scored.sort(
    (a, b) =>
      b.entry.score - a.entry.score ||
      b.listedAt - a.listedAt ||
      (a.entry.publicationId < b.entry.publicationId ? -1 : 1),
  );
  return {
    participants,
    coincidences: totals?.coincidences_count ?? 0,
    entries: scored.map(({ entry }) => entry),
  };
}
