// Decisions and what follows from them: per-publication counts, coincidences, totals, superlikes.
import { participantKey, type SwipeEvent } from '@app/contracts';
import { sql, type Transaction, type Updateable } from 'kysely';
import { UNANSWERED } from '../statementHints.ts';
import type { ReadModelTables } from '../tables.ts';

type Tx = Transaction<ReadModelTables>;
type DataOf<Type extends SwipeEvent['type']> = Extract<SwipeEvent, { type: Type }>['data'];
type Like = boolean | null;

interface DecisionKey {
  search_id: string;
  participant_key: string;
  publication_id: string;
}

function keyOf(data: DataOf<'search.decision_undone.v1'>): DecisionKey {
  return {
    search_id: data.searchId,
    participant_key: participantKey(data.participant),
    publication_id: data.publicationId,
  };
}

type DecisionColumns = Omit<Updateable<ReadModelTables['search_decisions']>, keyof DecisionKey>;

export async function upsertDecision(transaction: Tx, key: DecisionKey, columns: DecisionColumns): Promise<void> {
  await transaction
    .insertInto('search_decisions')
    .values({ ...key, ...columns })
    .onConflict((conflict) => conflict.columns(['search_id', 'participant_key', 'publication_id']).doUpdateSet(columns))
    .execute();
}

interface Decision {
  like: Like;
  isSuper: boolean;
  eventId: string;
  at: Date;
}

/**
 * Records a like, reject or undo and moves the counts in one statement (a decision is the busiest
 * write there is): the previous decision, the likes the search's rule needs (search_totals, see
 * consensusWrites.ts), the other likers a like coincides with when it meets the rule (read before
 * the upsert, as every part sees the table as it was), the publication's counts and coincidence,
 * and the search's totals. Nothing moves when the decision is the one already recorded. Nothing is
 * read back, so a batch of decisions is sent without waiting for each answer.
 */
async function recordDecision(transaction: Tx, key: DecisionKey, decision: Decision): Promise<void> {
  const { search_id: searchId, participant_key: participant, publication_id: publicationId } = key;
  const like = decision.like;
  await sql`${sql.raw(UNANSWERED)}
    WITH previous AS MATERIALIZED (
      SELECT (SELECT "like" FROM search_decisions
              WHERE search_id = ${searchId} AND participant_key = ${participant} AND publication_id = ${publicationId}
             ) AS "like",
             coalesce((SELECT required_likes FROM search_totals WHERE search_id = ${searchId}), 2) AS required
    ), moved AS (
      SELECT (${like}::boolean IS TRUE)::int - ("like" IS TRUE)::int AS likes,
             (${like}::boolean IS FALSE)::int - ("like" IS FALSE)::int AS rejections,
             (${like}::boolean IS NOT NULL)::int - ("like" IS NOT NULL)::int AS decisions,
             required
      FROM previous
    ), others AS MATERIALIZED (
      SELECT coalesce(jsonb_agg(participant_key ORDER BY decided_at), '[]'::jsonb) AS likers, count(*) AS count
      FROM search_decisions
      WHERE ${like}::boolean IS TRUE AND search_id = ${searchId} AND publication_id = ${publicationId} AND "like"
        AND participant_key <> ${participant}
    ), decision AS (
      INSERT INTO search_decisions AS stored
        (search_id, participant_key, publication_id, "like", is_super, decided_at, coincided_with, decision_event_id)
      SELECT ${searchId}, ${participant}, ${publicationId}, ${like}, ${decision.isSuper},
        ${like === null ? null : decision.at},
        CASE WHEN ${like}::boolean IS TRUE AND others.count + 1 >= moved.required THEN others.likers
             ELSE '[]'::jsonb END,
        ${decision.eventId}
      FROM others, moved
      ON CONFLICT (search_id, participant_key, publication_id) DO UPDATE SET
        "like" = excluded."like", is_super = excluded.is_super, decided_at = excluded.decided_at,
        coincided_with = excluded.coincided_with, decision_event_id = excluded.decision_event_id
    ), counted AS (
      INSERT INTO search_publication_counts AS counts
        (search_id, publication_id, like_count, rejection_count, decisions_count)
      SELECT ${searchId}, ${publicationId}, likes, rejections, decisions FROM moved
      WHERE likes <> 0 OR rejections <> 0 OR decisions <> 0
      ON CONFLICT (search_id, publication_id) DO UPDATE SET
        like_count = counts.like_count + excluded.like_count,
        rejection_count = counts.rejection_count + excluded.rejection_count,
        decisions_count = counts.decisions_count + excluded.decisions_count,
        coincided_at = CASE WHEN counts.like_count + excluded.like_count >= (SELECT required FROM moved)
                            THEN coalesce(counts.coincided_at, ${decision.at}::timestamptz) END
      RETURNING counts.like_count
    )
    UPDATE search_totals SET
      decisions_count = decisions_count + moved.decisions,
      likes_count = likes_count + moved.likes,
      rejections_count = rejections_count + moved.rejections,
      coincidences_count = coincidences_count
        + (counted.like_count >= moved.required)::int - (counted.like_count - moved.likes >= moved.required)::int
    FROM moved, counted
    WHERE search_id = ${searchId}`.execute(transaction);
}

export async function applyDecisionMade(
  transaction: Tx,
  data: DataOf<'search.decision_made.v1'>,
  eventId: string,
  at: Date,
): Promise<void> {
  await recordDecision(transaction, keyOf(data), { like: data.like, isSuper: data.super, eventId, at });
  if (data.notifiedUserIds.length > 0 && data.participant.kind === 'user') {
    await transaction
      .insertInto('search_superlikes')
      .values({
        id: eventId,
        search_id: data.searchId,
        publication_id: data.publicationId,
        user_id: data.participant.userId,
        created_at: at,
      })
      .execute();
  }
}

export async function applyDecisionUndone(
  transaction: Tx,
  data: DataOf<'search.decision_undone.v1'>,
  eventId: string,
  at: Date,
): Promise<void> {
  await recordDecision(transaction, keyOf(data), { like: null, isSuper: false, eventId, at });
}
