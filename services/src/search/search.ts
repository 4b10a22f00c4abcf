// The search aggregate's state, folded from the facts of its stream `search-{uuid}`.
import {
  type ConsensusRule,
  DEFAULT_CONSENSUS,
  type SearchCriteria,
  type SearchEvent,
  type SearchFilteredOption,
  type SearchOwner,
  type SearchScopeIds,
} from '@app/contracts';

export const searchStream = (searchId: string) => `search-${searchId}`;

export interface SearchRecord {
  searchId: string;
  owner: SearchOwner;
  scope: SearchScopeIds;
  criteria: SearchCriteria;
  /** The owner's own title. */
  title: string | null;
  /** What participants see while shared; null while not shared. */
  sharedAs: SearchFilteredOption | null;
  published: boolean;
  /** When the participants' likes make a coincidence. */
  consensus: ConsensusRule;
}

export type SearchState = { status: 'absent' } | { status: 'active'; search: SearchRecord } | { status: 'deleted' };

export const initialSearchState: SearchState = { status: 'absent' };

function evolveActive(search: SearchRecord, event: SearchEvent): SearchState {
  const active = (changes: Partial<SearchRecord>): SearchState => ({
    status: 'active',
    search: { ...search, ...changes },
  });
  switch (event.type) {
    case 'search.created.v1':
      return active({});
    case 'search.changed.v1': {
      const { filters, places, order } = event.data;
      return active({ criteria: { filters, places, order } });
    }
    case 'search.titled.v1':
      return active({ title: event.data.title });
    case 'search.shared.v1':
      return active({ sharedAs: event.data.filtered });
    case 'search.unshared.v1':
      return active({ sharedAs: null });
    case 'search.consensus_chosen.v1':
      return active({ consensus: event.data.rule });
    case 'search.published.v1':
      return active({ published: true, title: event.data.title });
    case 'search.unpublished.v1':
      return active({ published: false });
    case 'search.claimed.v1':
      return active({ owner: { kind: 'user', userId: event.data.userId } });
    case 'search.deleted.v1':
      return { status: 'deleted' };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export function evolveSearch(state: SearchState, event: SearchEvent): SearchState {
  if (event.type === 'search.created.v1') {
    const { searchId, owner, scope, filters, places, order } = event.data;
    return {
      status: 'active',
      search: {
        searchId,
        owner,
        scope,
        criteria: { filters, places, order },
        title: null,
        sharedAs: null,
        published: false,
        consensus: DEFAULT_CONSENSUS,
      },
    };
  }
  return state.status === 'active' ? evolveActive(state.search, event) : state;
}
