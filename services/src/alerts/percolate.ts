// New publication × saved searches with alerts on: the pairs (search, person) to alert. The index
// narrows (alertCandidates.ts), each search's own conditions decide (search's `searchesFinding`),
// and what the person already decided there, or discarded in another search of its scope, is left
// out (swipe's `undecidedBy`, the same rule that keeps it out of their deck).
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import { searchesFinding, undecidedBy } from '../search/index.ts';
import { type AlertCandidate, alertCandidates } from './alertCandidates.ts';

async function undecided(
  db: ReadModelDatabase,
  pairs: readonly AlertCandidate[],
  publicationId: string,
): Promise<AlertCandidate[]> {
  if (pairs.length === 0) return [];
  const tests = pairs.map(
    (pair, index) =>
      sql`SELECT ${index}::int AS index WHERE ${undecidedBy(pair.search_id, pair.participant_key, sql`${publicationId}::uuid`)}`,
  );
  const { rows } = await sql<{ index: number }>`${sql.join(tests, sql` UNION ALL `)}`.execute(db);
  return rows.map((row) => pairs[row.index]!);
}

export async function percolate(db: ReadModelDatabase, publicationId: string): Promise<AlertCandidate[]> {
  const candidates = await alertCandidates(db, publicationId);
  if (candidates.length === 0) return [];
  const finding = new Set(
    await searchesFinding(
      db,
      candidates.map((candidate) => candidate.search_id),
      publicationId,
    ),
  );
  return undecided(
    db,
    candidates.filter((candidate) => finding.has(candidate.search_id)),
    publicationId,
  );
}
