// The rows a batch of statistics events reads, loaded with one query per table for the whole batch
// and then kept in memory while the batch's events are folded in order (batchFold.ts): who owns each
// search and publication, who likes what, each lead. What changed is written back set by set
// (batchWrites.ts). Per event, this was two to five round trips; per batch it is four or five.
import { participantKey, type RecordedEvent } from '@app/contracts';
import { sql } from 'kysely';
import type { Tx } from './factWrites.ts';
import type { StatisticsFact } from './handledEvents.ts';

export interface SearchState {
  owner_key: string;
  group_id: string | null;
  microsite_id: string | null;
  shared: boolean;
}

export interface LeadState {
  search_id: string;
  superliked_at: Date;
  contacted_at: Date | null;
}

/** Keys of composite rows in the batch's maps. */
export const pairKey = (first: string, second: string) => `${first}\u0001${second}`;
export const splitKey = (key: string) => key.split('\u0001');

export class BatchState {
  /** null: no row (yet). */
  readonly searches = new Map<string, SearchState | null>();
  readonly changedSearches = new Set<string>();
  /** Publication → owner; null: unknown publication. */
  readonly publications = new Map<string, string | null>();
  readonly newPublications = new Set<string>();
  /** (search, publication) → the people who like it now, and as the batch found it. */
  readonly likes = new Map<string, Set<string>>();
  readonly likesBefore = new Map<string, ReadonlySet<string>>();
  /** (publication, person) → lead. */
  readonly leads = new Map<string, LeadState | null>();
  readonly changedLeads = new Set<string>();
}

interface Wanted {
  searches: Set<string>;
  publications: Set<string>;
  likePairs: Set<string>;
  leads: Set<string>;
}

function wantedBy(events: readonly RecordedEvent[]): Wanted {
  const wanted: Wanted = { searches: new Set(), publications: new Set(), likePairs: new Set(), leads: new Set() };
  for (const recorded of events) {
    const event = recorded as unknown as StatisticsFact;
    const data = event.data as { searchId?: string; publicationId?: string | null };
    if (data.searchId) wanted.searches.add(data.searchId);
    if (data.publicationId) wanted.publications.add(data.publicationId);
    if (event.type === 'search.decision_made.v1' || event.type === 'search.decision_undone.v1') {
      wanted.likePairs.add(pairKey(event.data.searchId, event.data.publicationId));
    }
    if (event.type === 'search.decision_made.v1' && event.data.like && event.data.super) {
      wanted.leads.add(pairKey(event.data.publicationId, participantKey(event.data.participant)));
    }
    if (event.type === 'lead.contacted.v1') wanted.leads.add(pairKey(event.data.publicationId, event.data.leadUserId));
  }
  return wanted;
}

const columns = (keys: Iterable<string>) => {
  const first: string[] = [];
  const second: string[] = [];
  for (const key of keys) {
    const [a, b] = splitKey(key);
    first.push(a!);
    second.push(b!);
  }
  return [first, second] as const;
};

async function loadSearches(transaction: Tx, state: BatchState, ids: readonly string[]) {
  for (const id of ids) state.searches.set(id, null);
  if (ids.length === 0) return;
  const { rows } = await sql<SearchState & { search_id: string }>`
    SELECT search_id, owner_key, group_id, microsite_id, shared FROM statistics_searches
    WHERE search_id = ANY(${ids}::text[])`.execute(transaction);
  for (const { search_id, ...search } of rows) state.searches.set(search_id, search);
}

async function loadPublications(transaction: Tx, state: BatchState, ids: readonly string[]) {
  for (const id of ids) state.publications.set(id, null);
  if (ids.length === 0) return;
  const { rows } = await sql<{ publication_id: string; owner_id: string }>`
    SELECT publication_id, owner_id FROM statistics_publications
    WHERE publication_id = ANY(${ids}::text[])`.execute(transaction);
  for (const row of rows) state.publications.set(row.publication_id, row.owner_id);
}

async function loadLikes(transaction: Tx, state: BatchState, pairs: ReadonlySet<string>) {
  for (const pair of pairs) state.likes.set(pair, new Set());
  if (pairs.size === 0) return;
  const [searchIds, publicationIds] = columns(pairs);
  const { rows } = await sql<{ search_id: string; publication_id: string; person_key: string }>`
    SELECT l.search_id, l.publication_id, l.person_key
    FROM unnest(${searchIds}::text[], ${publicationIds}::text[]) AS wanted(search_id, publication_id)
    JOIN statistics_likes l USING (search_id, publication_id)`.execute(transaction);
  for (const row of rows) state.likes.get(pairKey(row.search_id, row.publication_id))!.add(row.person_key);
  for (const [pair, people] of state.likes) state.likesBefore.set(pair, new Set(people));
}

async function loadLeads(transaction: Tx, state: BatchState, keys: ReadonlySet<string>) {
  for (const key of keys) state.leads.set(key, null);
  if (keys.size === 0) return;
  const [publicationIds, people] = columns(keys);
  const { rows } = await sql<LeadState & { publication_id: string; person_key: string }>`
    SELECT l.publication_id, l.person_key, l.search_id, l.superliked_at, l.contacted_at
    FROM unnest(${publicationIds}::text[], ${people}::text[]) AS wanted(publication_id, person_key)
    JOIN statistics_leads l USING (publication_id, person_key)`.execute(transaction);
  for (const { publication_id, person_key, ...lead } of rows)
    state.leads.set(pairKey(publication_id, person_key), lead);
}

/** Everything the batch's events read, in four queries (a fifth for the searches of leads contacted). */
export async function loadBatchState(transaction: Tx, events: readonly RecordedEvent[]): Promise<BatchState> {
  const state = new BatchState();
  const wanted = wantedBy(events);
  await Promise.all([
    loadSearches(transaction, state, [...wanted.searches]),
    loadPublications(transaction, state, [...wanted.publications]),
    loadLikes(transaction, state, wanted.likePairs),
    loadLeads(transaction, state, wanted.leads),
  ]);
  const leadSearches = new Set<string>();
  for (const lead of state.leads.values()) {
    if (lead && !state.searches.has(lead.search_id)) leadSearches.add(lead.search_id);
  }
  await loadSearches(transaction, state, [...leadSearches]);
  return state;
}
