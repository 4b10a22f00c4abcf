// Facts of the search stream `search-{uuid}`. Stored events never change meaning: a new shape is a new version.
import type { DomainEvent } from '../events.ts';
import type { ConsensusRule } from '../swipe/consensus.ts';
import type { SearchFilter, SearchPlace } from './filter.ts';
import type { SearchFilteredOption, SearchOrder } from './search.ts';

/** An account, or a visitor known only by the SHA-256 of their guest key (the key itself is never stored). */
export type SearchOwner = { kind: 'user'; userId: string } | { kind: 'guest'; guestKeyHash: string };

export interface SearchScopeIds {
  micrositeId: string | null;
  groupId: string | null;
  userId: string | null;
}

/** Filters carry their titles as named when decided; places their resolved centre and radius. */
export interface SearchCriteria {
  filters: SearchFilter[];
  places: SearchPlace[];
  order: SearchOrder;
}

export type SearchEvent =
  | DomainEvent<
      'search.created.v1',
      SearchCriteria & { searchId: string; owner: SearchOwner; scope: SearchScopeIds; autocompleted: boolean }
    >
  | DomainEvent<'search.changed.v1', SearchCriteria & { searchId: string }>
  | DomainEvent<'search.titled.v1', { searchId: string; title: string }>
  | DomainEvent<'search.shared.v1', { searchId: string; filtered: SearchFilteredOption }>
  | DomainEvent<'search.unshared.v1', { searchId: string }>
  /** The owner chose when the participants' likes make a coincidence (until then: two or more). */
  | DomainEvent<'search.consensus_chosen.v1', { searchId: string; rule: ConsensusRule }>
  /** Published to the search's group with a title and an optional description. */
  | DomainEvent<'search.published.v1', { searchId: string; title: string; description: string | null }>
  | DomainEvent<'search.unpublished.v1', { searchId: string }>
  | DomainEvent<'search.deleted.v1', { searchId: string }>
  /** A guest search became the account's (the account recorded `user.guest_searches_claimed.v1`). */
  | DomainEvent<'search.claimed.v1', { searchId: string; userId: string }>;

export type SearchEventType = SearchEvent['type'];
