// A batch's statistics events folded in log order over the rows it loaded (batchState.ts): each
// event sees exactly what the one before it left, as if every event were applied on its own, and
// its facts are tallied (factWrites.ts) rather than written one by one.
import { argentineDay, participantKey, type RecordedEvent, type SwipeEvent } from '@app/contracts';
import { type BatchState, pairKey } from './batchState.ts';
import { type FactTally, publicationSources, searchSources, type When } from './factWrites.ts';
import type { StatisticsFact } from './handledEvents.ts';

type Decision = Extract<SwipeEvent, { type: 'search.decision_made.v1' }>['data'];
type SearchMetric = 'searches_created' | 'searches_published' | 'searches_shared' | 'searches_answered';

export function foldBatch(state: BatchState, tally: FactTally, events: readonly RecordedEvent[]): void {
  let lastStamp = '';
  let when: When = { at: new Date(0), day: '' };
  for (const recorded of events) {
    if (recorded.metadata.occurredAt !== lastStamp) {
      lastStamp = recorded.metadata.occurredAt;
      const at = new Date(lastStamp);
      when = { at, day: argentineDay(at) };
    }
    foldEvent(state, tally, recorded as unknown as StatisticsFact, when);
  }
}

function countSearchFact(
  state: BatchState,
  tally: FactTally,
  searchId: string,
  metric: SearchMetric,
  personKey: string,
  when: When,
) {
  tally.count(searchSources(state.searches.get(searchId)), { metric, day: when.day, personKey, subjectId: searchId });
}

function changeSearch(state: BatchState, searchId: string, change: { owner_key?: string; shared?: boolean }) {
  const search = state.searches.get(searchId);
  if (!search) return;
  state.searches.set(searchId, { ...search, ...change });
  state.changedSearches.add(searchId);
}

function foldEvent(state: BatchState, tally: FactTally, event: StatisticsFact, when: When): void {
  switch (event.type) {
    case 'search.created.v1': {
      const { searchId, owner, scope } = event.data;
      const ownerKey = participantKey(owner);
      if (!state.searches.get(searchId)) {
        const search = { owner_key: ownerKey, group_id: scope.groupId, microsite_id: scope.micrositeId, shared: false };
        state.searches.set(searchId, search);
        state.changedSearches.add(searchId);
      }
      countSearchFact(state, tally, searchId, 'searches_created', ownerKey, when);
      return;
    }
    case 'search.claimed.v1':
      changeSearch(state, event.data.searchId, { owner_key: event.data.userId });
      return;
    case 'search.shared.v1':
    case 'search.unshared.v1': {
      const shared = event.type === 'search.shared.v1';
      const { searchId } = event.data;
      changeSearch(state, searchId, { shared });
      const owner = state.searches.get(searchId)?.owner_key;
      if (shared && owner) countSearchFact(state, tally, searchId, 'searches_shared', owner, when);
      return;
    }
    case 'search.published.v1': {
      const owner = state.searches.get(event.data.searchId)?.owner_key;
      if (owner) countSearchFact(state, tally, event.data.searchId, 'searches_published', owner, when);
      return;
    }
    case 'search.joined.v1':
      countSearchFact(
        state,
        tally,
        event.data.searchId,
        'searches_answered',
        participantKey(event.data.participant),
        when,
      );
      return;
    default:
      foldPublicationFact(state, tally, event, when);
      return;
  }
}

function foldPublicationFact(state: BatchState, tally: FactTally, event: StatisticsFact, when: When): void {
  switch (event.type) {
    case 'publication.created.v1': {
      const { publicationId, creatorId } = event.data;
      if (!state.publications.get(publicationId)) {
        state.publications.set(publicationId, creatorId);
        state.newPublications.add(publicationId);
      }
      const fact = {
        metric: 'publications_created' as const,
        day: when.day,
        personKey: creatorId,
        subjectId: publicationId,
      };
      tally.count([{ type: 'user', id: creatorId }], fact);
      return;
    }
    case 'search.visited.v1': {
      const { searchId, publicationId, participant } = event.data;
      if (publicationId === null) return;
      const sources = publicationSources(state.publications.get(publicationId), state.searches.get(searchId));
      const personKey = participantKey(participant);
      tally.count(sources, { metric: 'publication_seen', day: when.day, personKey, subjectId: publicationId });
      return;
    }
    case 'search.decision_undone.v1': {
      const { searchId, publicationId, participant } = event.data;
      state.likes.get(pairKey(searchId, publicationId))!.delete(participantKey(participant));
      return;
    }
    case 'search.decision_made.v1':
      foldDecision(state, tally, event.data, when);
      return;
    case 'lead.contacted.v1':
      foldContact(state, tally, event.data.publicationId, event.data.leadUserId, when);
      return;
    default:
      throw new Error(`statistics projection cannot apply ${event.type}`);
  }
}

/**
 * Liked; coincided: a new like beside others' is a coincidence for the liker, and the first pair's
 * other person coincides too; superliked: a lead, the person's first superlike of the publication.
 */
function foldDecision(state: BatchState, tally: FactTally, decision: Decision, when: When): void {
  const { searchId, publicationId } = decision;
  const personKey = participantKey(decision.participant);
  const likers = state.likes.get(pairKey(searchId, publicationId))!;
  if (!decision.like) {
    likers.delete(personKey);
    return;
  }
  const sources = publicationSources(state.publications.get(publicationId), state.searches.get(searchId));
  const fact = (metric: 'publication_liked' | 'publication_coincided' | 'publication_superliked', key = personKey) =>
    tally.count(sources, { metric, day: when.day, personKey: key, subjectId: publicationId });
  fact('publication_liked');
  if (!likers.has(personKey)) {
    const others = [...likers];
    likers.add(personKey);
    if (others.length > 0) fact('publication_coincided');
    if (others.length === 1) fact('publication_coincided', others[0]);
  }
  if (!decision.super) return;
  fact('publication_superliked');
  const lead = pairKey(publicationId, personKey);
  if (state.leads.get(lead)) return;
  state.leads.set(lead, { search_id: searchId, superliked_at: when.at, contacted_at: null });
  state.changedLeads.add(lead);
}

/** The first contact of a lead counts; later ones change nothing. */
function foldContact(state: BatchState, tally: FactTally, publicationId: string, leadUserId: string, when: When) {
  const key = pairKey(publicationId, leadUserId);
  const lead = state.leads.get(key);
  if (!lead || lead.contacted_at !== null) return;
  state.leads.set(key, { ...lead, contacted_at: when.at });
  state.changedLeads.add(key);
  const sources = publicationSources(state.publications.get(publicationId), state.searches.get(lead.search_id));
  tally.count(sources, { metric: 'lead_contacted', day: when.day, personKey: leadUserId, subjectId: publicationId });
}
