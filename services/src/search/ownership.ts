// Who owns a search: the account that created or claimed it, or the visitor holding its guest key.
import type { SearchEvent, SearchOwner } from '@app/contracts';
import type { SearchRecord } from './search.ts';

/** Who asks: the signed-in account, the guest key sent (hashed), and whether the account claimed this search. */
export interface SearchActor {
  userId: string | null;
  guestKeyHash: string | null;
  /**
   * The account recorded `user.guest_searches_claimed.v1` for this search and the read model gave
   * it to them, but the claim process has not written `search.claimed.v1` yet.
   */
  claimedByAccount: boolean;
}

export function ownerFor(actor: SearchActor): SearchOwner | null {
  if (actor.userId !== null) return { kind: 'user', userId: actor.userId };
  if (actor.guestKeyHash !== null) return { kind: 'guest', guestKeyHash: actor.guestKeyHash };
  return null;
}

export function isOwner(search: SearchRecord, actor: SearchActor): boolean {
  const { owner } = search;
  if (owner.kind === 'user') return actor.userId === owner.userId;
  if (actor.userId !== null && actor.claimedByAccount) return true;
  return actor.guestKeyHash !== null && actor.guestKeyHash === owner.guestKeyHash;
}

/**
 * An account acting on a guest search it owns (claimed at identification, or holding the guest key)
 * takes it over first, when the claim process has not done so yet.
 */
export function pendingClaim(search: SearchRecord, actor: SearchActor): SearchEvent[] {
  if (search.owner.kind !== 'guest' || actor.userId === null || !isOwner(search, actor)) return [];
  return [{ type: 'search.claimed.v1', data: { searchId: search.searchId, userId: actor.userId } }];
}
