// Who may do what on a search (SPEC.md section 6): the owner renames, shares, edits and publishes
// (publishing needs the search's group); others finish their selection. A visitor is asked to
// identify first; the answer for everyone else is a message.
import type { Search } from '@app/contracts/search/search';

export type ActionCheck = 'allowed' | 'identify' | 'ownerOnly' | 'noGroup';

export interface OwnerActionNeeds {
  /** Sharing and publishing need an account even for the guest who owns the search. */
  account?: boolean;
  group?: boolean;
}

export function ownerActionCheck(
  search: Pick<Search, 'is_owner' | 'group_id'>,
  signedIn: boolean,
  needs: OwnerActionNeeds = {},
): ActionCheck {
  if (!search.is_owner) return signedIn ? 'ownerOnly' : 'identify';
  if (needs.account && !signedIn) return 'identify';
  if (needs.group && !search.group_id) return 'noGroup';
  return 'allowed';
}

/** Deciding and undoing: participants may; a visitor is asked to identify (then joins). */
export function participantActionCheck(participant: boolean, signedIn: boolean): 'allowed' | 'identify' | 'refused' {
  if (participant) return 'allowed';
  return signedIn ? 'refused' : 'identify';
}

/** 'Finalizar selección' is for the other participants, once. */
export function mayFinishSelection(search: Pick<Search, 'is_owner'>, finished: boolean): boolean {
  return !search.is_owner && !finished;
}

/**
 * Whether a menu offers an owner action at all: to its owner, and to a visitor (who may own it once
 * identified); never to another account, nor publishing a search without a group.
 */
export function offersOwnerAction(
  search: Pick<Search, 'is_owner' | 'group_id'>,
  signedIn: boolean,
  needs: OwnerActionNeeds = {},
): boolean {
  if (needs.group && !search.group_id) return false;
  return ownerActionCheck(search, signedIn, needs) !== 'ownerOnly';
}
