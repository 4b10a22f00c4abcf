// Others' likes first: what the other participants of a search already like, for the caller's next
// cards, so a group agrees in fewer swipes (bench/consensusSimulation.ts measures how many fewer).
import { PREPARED, type ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import { undecidedBy } from './discardedCondition.ts';
import { GROUP_WAITING } from './resultDecisions.ts';

/**
 * Publications others like and the caller has not decided (here, or discarded in another search of
 * the scope) nor holds, still public: first those
 * the whole group waits on the caller for, then the most liked; at most `limit`.
 */
export async function groupLikedFor(
  db: ReadModelDatabase,
  request: { searchId: string; participantKey: string; except: readonly string[]; limit: number },
): Promise<string[]> {
  const { searchId, participantKey, except, limit } = request;
  const { rows } = await sql<{ publication_id: string }>`
    SELECT counts.publication_id FROM search_publication_counts AS counts
    JOIN search_totals AS totals ON totals.search_id = counts.search_id
    JOIN publications AS p ON p.id = counts.publication_id AND p.public
    WHERE counts.search_id = ${searchId} AND counts.like_count > 0
      AND counts.publication_id <> ALL(${except}::uuid[])
      AND ${undecidedBy(searchId, participantKey, sql`counts.publication_id`)}
    ORDER BY ${GROUP_WAITING} DESC, counts.like_count DESC, counts.publication_id
    LIMIT ${limit} ${PREPARED}`.execute(db);
  return rows.map((row) => row.publication_id);
}
