import type { SearchParticipant } from '@app/contracts';
import type { SearchRow } from '../searchRows.ts';

/** The owner keeps the identity they created the search with: a guest owner's stream stays theirs after a claim. */
export function ownerParticipantOf(row: SearchRow): SearchParticipant {
  if (row.guest_key_hash !== null) return { kind: 'guest', guestKeyHash: row.guest_key_hash };
  if (row.owner_user_id === null) throw new Error(`search ${row.id} has no owner`);
  return { kind: 'user', userId: row.owner_user_id };
}
