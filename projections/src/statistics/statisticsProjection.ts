// Statistics as a projection of the log (SPEC.md section 3, "Statistics report lists", and the
// funnel of issue #24): every count can be rebuilt with `npm run replay -- statistics`.
import {
  argentineDay,
  type LeadEvent,
  type PublicationEvent,
  participantKey,
  type RecordedEvent,
  type SearchEvent,
  type SwipeEvent,
} from '@app/contracts';
import type { Projection } from '../runner/projection.ts';
import { recordDecision } from './decisionFacts.ts';
import { countFact, publicationSources, searchSources, type Tx, type When } from './factWrites.ts';

const HANDLED = [
  'search.created.v1',
  'search.claimed.v1',
  'search.shared.v1',
  'search.unshared.v1',
  'search.published.v1',
  'search.joined.v1',
  'search.visited.v1',
  'search.decision_made.v1',
  'search.decision_undone.v1',
  'publication.created.v1',
  'lead.contacted.v1',
] as const satisfies readonly (SearchEvent | SwipeEvent | PublicationEvent | LeadEvent)['type'][];

type StatisticsFact = Extract<
  SearchEvent | SwipeEvent | PublicationEvent | LeadEvent,
  { type: (typeof HANDLED)[number] }
>;

async function countSearchFact(
  transaction: Tx,
  searchId: string,
  metric: 'searches_created' | 'searches_published' | 'searches_shared' | 'searches_answered',
  personKey: string,
  when: When,
) {
  await countFact(transaction, await searchSources(transaction, searchId), {
    metric,
    day: when.day,
    personKey,
    subjectId: searchId,
  });
}

async function searchOwner(transaction: Tx, searchId: string): Promise<string | undefined> {
  const row = await transaction
    .selectFrom('statistics_searches')
    .select('owner_key')
    .where('search_id', '=', searchId)
    .executeTakeFirst();
  return row?.owner_key;
}

async function applySearchFact(transaction: Tx, event: StatisticsFact, when: When): Promise<void> {
  switch (event.type) {
    case 'search.created.v1': {
      const { searchId, owner, scope } = event.data;
      const ownerKey = participantKey(owner);
      await transaction
        .insertInto('statistics_searches')
        .values({
          search_id: searchId,
          owner_key: ownerKey,
          group_id: scope.groupId,
          microsite_id: scope.micrositeId,
          shared: false,
        })
        .onConflict((conflict) => conflict.column('search_id').doNothing())
        .execute();
      return countSearchFact(transaction, searchId, 'searches_created', ownerKey, when);
    }
    case 'search.claimed.v1':
      await transaction
        .updateTable('statistics_searches')
        .set({ owner_key: event.data.userId })
        .where('search_id', '=', event.data.searchId)
        .execute();
      return;
    case 'search.shared.v1':
    case 'search.unshared.v1': {
      const shared = event.type === 'search.shared.v1';
      const { searchId } = event.data;
      await transaction.updateTable('statistics_searches').set({ shared }).where('search_id', '=', searchId).execute();
      const owner = await searchOwner(transaction, searchId);
      if (shared && owner) await countSearchFact(transaction, searchId, 'searches_shared', owner, when);
      return;
    }
    case 'search.published.v1': {
      const owner = await searchOwner(transaction, event.data.searchId);
      if (owner) await countSearchFact(transaction, event.data.searchId, 'searches_published', owner, when);
      return;
    }
    case 'search.joined.v1':
      return countSearchFact(
        transaction,
        event.data.searchId,
        'searches_answered',
        participantKey(event.data.participant),
        when,
      );
    default:
      return applyPublicationFact(transaction, event, when);
  }
}

async function applyPublicationFact(transaction: Tx, event: StatisticsFact, when: When): Promise<void> {
  switch (event.type) {
    case 'publication.created.v1': {
      const { publicationId, creatorId } = event.data;
      await transaction
        .insertInto('statistics_publications')
        .values({ publication_id: publicationId, owner_id: creatorId })
        .onConflict((conflict) => conflict.column('publication_id').doNothing())
        .execute();
      const fact = {
        metric: 'publications_created' as const,
        day: when.day,
        personKey: creatorId,
        subjectId: publicationId,
      };
      return countFact(transaction, [{ type: 'user', id: creatorId }], fact);
    }
    case 'search.visited.v1': {
      const { searchId, publicationId, participant } = event.data;
      if (publicationId === null) return;
      const sources = await publicationSources(transaction, searchId, publicationId);
      const fact = {
        metric: 'publication_seen' as const,
        day: when.day,
        personKey: participantKey(participant),
        subjectId: publicationId,
      };
      return countFact(transaction, sources, fact);
    }
    case 'search.decision_undone.v1':
      await transaction
        .deleteFrom('statistics_likes')
        .where('search_id', '=', event.data.searchId)
        .where('publication_id', '=', event.data.publicationId)
        .where('person_key', '=', participantKey(event.data.participant))
        .execute();
      return;
    case 'search.decision_made.v1':
      return recordDecision(transaction, event.data, when);
    case 'lead.contacted.v1':
      return recordContact(transaction, event.data, when);
    default:
      throw new Error(`statistics projection cannot apply ${event.type}`);
  }
}

/** The first contact of a lead counts; later ones change nothing. */
async function recordContact(
  transaction: Tx,
  data: Extract<LeadEvent, { type: 'lead.contacted.v1' }>['data'],
  when: When,
) {
  const lead = await transaction
    .updateTable('statistics_leads')
    .set({ contacted_at: when.at })
    .where('publication_id', '=', data.publicationId)
    .where('person_key', '=', data.leadUserId)
    .where('contacted_at', 'is', null)
    .returning('search_id')
    .executeTakeFirst();
  if (!lead) return;
  const sources = await publicationSources(transaction, lead.search_id, data.publicationId);
  await countFact(transaction, sources, {
    metric: 'lead_contacted',
    day: when.day,
    personKey: data.leadUserId,
    subjectId: data.publicationId,
  });
}

/** Facts for the reports and the funnel (projection `statistics`). */
export const statisticsProjection: Projection = {
  name: 'statistics',
  tables: [
    'statistics_facts',
    'statistics_searches',
    'statistics_publications',
    'statistics_likes',
    'statistics_leads',
  ],
  handles: HANDLED,
  apply: (transaction, recorded: RecordedEvent) => {
    const at = new Date(recorded.metadata.occurredAt);
    return applySearchFact(transaction, recorded as unknown as StatisticsFact, { at, day: argentineDay(at) });
  },
};
