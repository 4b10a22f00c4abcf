// A search's consensus rule in the swipe read model: the likes it needs among today's participants
// (search_totals.required_likes, which each decision reads in log order) and the coincidences it
// makes, counted again whenever the rule or the participants change.
import { type ConsensusRule, DEFAULT_CONSENSUS, requiredLikes } from '@app/contracts';
import { sql, type Transaction } from 'kysely';
import { toJson } from '../json.ts';
import type { ReadModelTables } from '../tables.ts';

type Tx = Transaction<ReadModelTables>;

/** The needed likes and every publication's coincidence, again, after the rule or participants changed. */
export async function recountConsensus(transaction: Tx, searchId: string, at: Date, rule?: ConsensusRule) {
  const totals = await transaction
    .selectFrom('search_totals')
    .select(['consensus', 'participants_count'])
    .where('search_id', '=', searchId)
    .executeTakeFirst();
  if (!totals) return;
  const chosen = rule ?? totals.consensus ?? DEFAULT_CONSENSUS;
  const required = requiredLikes(chosen, totals.participants_count);
  await sql`UPDATE search_publication_counts SET
      coincided_at = CASE WHEN like_count >= ${required} THEN coalesce(coincided_at, ${at}::timestamptz) END
    WHERE search_id = ${searchId}`.execute(transaction);
  await sql`UPDATE search_totals SET consensus = ${toJson(chosen)}::jsonb, required_likes = ${required},
      coincidences_count = (SELECT count(*) FROM search_publication_counts
                            WHERE search_id = ${searchId} AND like_count >= ${required})
    WHERE search_id = ${searchId}`.execute(transaction);
}
