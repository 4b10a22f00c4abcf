// Decisions and what follows from them: per-publication counts, coincidences, totals, superlikes.
import { participantKey, type SwipeEvent } from '@app/contracts';
import { sql, type Transaction, type Updateable } from 'kysely';
import { toJson } from '../json.ts';
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

async function previousLike(transaction: Tx, key: DecisionKey): Promise<Like> {
  const row = await transaction
    .selectFrom('search_decisions')
    .select('like')
    .where('search_id', '=', key.search_id)
    .where('participant_key', '=', key.participant_key)
    .where('publication_id', '=', key.publication_id)
    .executeTakeFirst();
  return row?.like ?? null;
}

/** The other participants who like this publication now, in the order they liked it. */
async function otherLikers(transaction: Tx, key: DecisionKey): Promise<string[]> {
  const rows = await transaction
    .selectFrom('search_decisions')
    .select('participant_key')
    .where('search_id', '=', key.search_id)
    .where('publication_id', '=', key.publication_id)
    .where('like', '=', true)
    .where('participant_key', '<>', key.participant_key)
    .orderBy('decided_at')
    .execute();
  return rows.map((row) => row.participant_key);
}

type DecisionColumns = Omit<Updateable<ReadModelTables['search_decisions']>, keyof DecisionKey>;

export async function upsertDecision(transaction: Tx, key: DecisionKey, columns: DecisionColumns): Promise<void> {
  await transaction
    .insertInto('search_decisions')
    .values({ ...key, ...columns })
    .onConflict((conflict) => conflict.columns(['search_id', 'participant_key', 'publication_id']).doUpdateSet(columns))
    .execute();
}

const one = (condition: boolean) => (condition ? 1 : 0);

/** Moves the publication's and the search's counts from one decision to another. */
async function moveCounts(transaction: Tx, key: DecisionKey, from: Like, to: Like, at: Date): Promise<void> {
  const likes = one(to === true) - one(from === true);
  const rejections = one(to === false) - one(from === false);
  const decisions = one(to !== null) - one(from !== null);
  if (likes === 0 && rejections === 0 && decisions === 0) return;
  const counted = await transaction
    .insertInto('search_publication_counts')
    .values({
      search_id: key.search_id,
      publication_id: key.publication_id,
      like_count: likes,
      decisions_count: decisions,
    })
    .onConflict((conflict) =>
      conflict.columns(['search_id', 'publication_id']).doUpdateSet({
        like_count: sql`search_publication_counts.like_count + ${likes}`,
        decisions_count: sql`search_publication_counts.decisions_count + ${decisions}`,
      }),
    )
    .returning('like_count')
    .executeTakeFirstOrThrow();
  const coincides = counted.like_count >= 2;
  const coincidences = one(coincides) - one(counted.like_count - likes >= 2);
  await transaction
    .updateTable('search_publication_counts')
    .set({ coincided_at: coincides ? sql`coalesce(coincided_at, ${at})` : null })
    .where('search_id', '=', key.search_id)
    .where('publication_id', '=', key.publication_id)
    .execute();
  await transaction
    .updateTable('search_totals')
    .set({
      decisions_count: sql`decisions_count + ${decisions}`,
      likes_count: sql`likes_count + ${likes}`,
      rejections_count: sql`rejections_count + ${rejections}`,
      coincidences_count: sql`coincidences_count + ${coincidences}`,
    })
    .where('search_id', '=', key.search_id)
    .execute();
}

export async function applyDecisionMade(
  transaction: Tx,
  data: DataOf<'search.decision_made.v1'>,
  eventId: string,
  at: Date,
): Promise<void> {
  const key = keyOf(data);
  const from = await previousLike(transaction, key);
  const coincidedWith = data.like ? await otherLikers(transaction, key) : [];
  await upsertDecision(transaction, key, {
    like: data.like,
    is_super: data.super,
    decided_at: at,
    coincided_with: toJson(coincidedWith),
    decision_event_id: eventId,
  });
  await moveCounts(transaction, key, from, data.like, at);
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
  const key = keyOf(data);
  const from = await previousLike(transaction, key);
  await upsertDecision(transaction, key, {
    like: null,
    is_super: false,
    decided_at: null,
    coincided_with: toJson([]),
    decision_event_id: eventId,
  });
  await moveCounts(transaction, key, from, null, at);
}
