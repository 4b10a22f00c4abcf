// A like or a rejection in a shared search, as the funnel sees it: liked, coincided (someone else in
// the search likes it too), superliked (a lead: the person's first superlike of the publication).
import { participantKey, type SwipeEvent } from '@app/contracts';
import { countFact, publicationSources, type Tx, type When } from './factWrites.ts';

type Decision = Extract<SwipeEvent, { type: 'search.decision_made.v1' }>['data'];

export async function recordDecision(transaction: Tx, decision: Decision, when: When): Promise<void> {
  const { searchId, publicationId } = decision;
  const personKey = participantKey(decision.participant);
  const liked = transaction
    .deleteFrom('statistics_likes')
    .where('search_id', '=', searchId)
    .where('publication_id', '=', publicationId)
    .where('person_key', '=', personKey);
  if (!decision.like) {
    await liked.execute();
    return;
  }
  const sources = await publicationSources(transaction, searchId, publicationId);
  const fact = (metric: 'publication_liked' | 'publication_coincided' | 'publication_superliked', key = personKey) =>
    countFact(transaction, sources, { metric, day: when.day, personKey: key, subjectId: publicationId });
  await fact('publication_liked');
  const inserted = await transaction
    .insertInto('statistics_likes')
    .values({ search_id: searchId, publication_id: publicationId, person_key: personKey })
    .onConflict((conflict) => conflict.doNothing())
    .returning('person_key')
    .execute();
  if (inserted.length > 0) await countCoincidence(transaction, decision, personKey, fact);
  if (!decision.super) return;
  await fact('publication_superliked');
  await transaction
    .insertInto('statistics_leads')
    .values({ publication_id: publicationId, person_key: personKey, search_id: searchId, superliked_at: when.at })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** A new like beside others' is a coincidence for the liker; the first pair's other person coincides too. */
async function countCoincidence(
  transaction: Tx,
  decision: Decision,
  personKey: string,
  fact: (metric: 'publication_coincided', key?: string) => Promise<void>,
): Promise<void> {
  const others = await transaction
    .selectFrom('statistics_likes')
    .select('person_key')
    .where('search_id', '=', decision.searchId)
    .where('publication_id', '=', decision.publicationId)
    .where('person_key', '!=', personKey)
    .execute();
  if (others.length === 0) return;
  await fact('publication_coincided');
  if (others.length === 1) await fact('publication_coincided', others[0]!.person_key);
}
