// What may happen to a search: one pure function per command. Criteria arrive already checked
// against the catalogue and with places resolved (criteria.ts); the caller's rights come inside.
import {
  type ConsensusRule,
  ERROR_MESSAGES,
  PREMIUM_FILTERED_OPTIONS,
  SEARCH_MESSAGES,
  type SearchCriteria,
  type SearchEvent,
  type SearchFilteredOption,
  type SearchScopeIds,
  VALIDATION_MESSAGES,
} from '@app/contracts';
import type { Decider } from '../commands/index.ts';
import { DomainError } from '../commands/index.ts';
import { isOwner, ownerFor, pendingClaim, type SearchActor } from './ownership.ts';
import { evolveSearch, initialSearchState, type SearchRecord, type SearchState } from './search.ts';

export type SearchCommand =
  | {
      type: 'create';
      searchId: string;
      actor: SearchActor;
      scope: SearchScopeIds;
      criteria: SearchCriteria;
      autocompleted: boolean;
    }
  | { type: 'change'; actor: SearchActor; criteria: SearchCriteria }
  | { type: 'title'; actor: SearchActor; title: string }
  | { type: 'share'; actor: SearchActor; shareable: boolean; filtered: SearchFilteredOption; premium: boolean }
  | { type: 'chooseConsensus'; actor: SearchActor; rule: ConsensusRule }
  | { type: 'publish'; actor: SearchActor; public: boolean; title: string | null; description: string | null }
  | { type: 'delete'; actor: SearchActor }
  | { type: 'claim'; userId: string };

type Decision = readonly SearchEvent[] | DomainError;
type OwnerCommand = Exclude<SearchCommand, { type: 'create' | 'claim' }>;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function create(command: Extract<SearchCommand, { type: 'create' }>, state: SearchState): Decision {
  if (state.status !== 'absent') return new DomainError('conflict', ERROR_MESSAGES.conflict);
  const owner = ownerFor(command.actor);
  if (!owner) return new DomainError('unauthenticated', ERROR_MESSAGES.notLoggedIn);
  const { searchId, scope, criteria, autocompleted } = command;
  return [{ type: 'search.created.v1', data: { searchId, owner, scope, ...criteria, autocompleted } }];
}

function share(command: Extract<OwnerCommand, { type: 'share' }>, search: SearchRecord): Decision {
  const { searchId } = search;
  if (!command.shareable) return search.sharedAs === null ? [] : [{ type: 'search.unshared.v1', data: { searchId } }];
  if (PREMIUM_FILTERED_OPTIONS.includes(command.filtered) && !command.premium) {
    return new DomainError('premium_required', ERROR_MESSAGES.premiumRequired);
  }
  if (search.sharedAs === command.filtered) return [];
  return [{ type: 'search.shared.v1', data: { searchId, filtered: command.filtered } }];
}

function publish(command: Extract<OwnerCommand, { type: 'publish' }>, search: SearchRecord): Decision {
  const { searchId } = search;
  if (search.scope.groupId === null) return new DomainError('validation', SEARCH_MESSAGES.notPossible);
  if (!command.public) return search.published ? [{ type: 'search.unpublished.v1', data: { searchId } }] : [];
  const title = command.title ?? search.title;
  if (title === null) return DomainError.invalidField('title', VALIDATION_MESSAGES.required);
  return [{ type: 'search.published.v1', data: { searchId, title, description: command.description } }];
}

function decideForOwner(command: OwnerCommand, search: SearchRecord): Decision {
  const { searchId } = search;
  switch (command.type) {
    case 'change':
      if (sameJson(command.criteria, search.criteria)) return [];
      return [{ type: 'search.changed.v1', data: { searchId, ...command.criteria } }];
    case 'title':
      return command.title === search.title
        ? []
        : [{ type: 'search.titled.v1', data: { searchId, title: command.title } }];
    case 'share':
      return share(command, search);
    case 'publish':
      return publish(command, search);
    case 'chooseConsensus':
      return sameJson(command.rule, search.consensus)
        ? []
        : [{ type: 'search.consensus_chosen.v1', data: { searchId, rule: command.rule } }];
    case 'delete':
      return [{ type: 'search.deleted.v1', data: { searchId } }];
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}

function ownerOnly(command: OwnerCommand, state: SearchState): Decision {
  if (state.status !== 'active') return DomainError.notFound();
  if (!isOwner(state.search, command.actor)) return new DomainError('forbidden', SEARCH_MESSAGES.ownerOnly);
  const decision = decideForOwner(command, state.search);
  if (decision instanceof DomainError) return decision;
  const claim = pendingClaim(state.search, command.actor);
  return claim.length > 0 && command.type !== 'delete' ? [...claim, ...decision] : decision;
}

function claim(userId: string, state: SearchState): Decision {
  if (state.status !== 'active' || state.search.owner.kind === 'user') return [];
  return [{ type: 'search.claimed.v1', data: { searchId: state.search.searchId, userId } }];
}

export const searchDecider: Decider<SearchCommand, SearchEvent, SearchState> = {
  initialState: initialSearchState,
  evolve: evolveSearch,
  decide(command, state) {
    switch (command.type) {
      case 'create':
        return create(command, state);
      case 'claim':
        return claim(command.userId, state);
      default:
        return ownerOnly(command, state);
    }
  },
};
