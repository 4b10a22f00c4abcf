// Who calls a search route: the session's account and the guest key header (only its SHA-256 is
// ever kept or compared).
import { GUEST_KEY_HEADER, guestKeySchema, VALIDATION_MESSAGES } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../commands/index.ts';
import { hashGuestKey } from '../http/index.ts';
import type { SearchActor } from './ownership.ts';

/** The guest key's hash, null without the header; 422 when the header is not a key. */
export function guestKeyHashOf(request: FastifyRequest): string | null {
  const header = request.headers[GUEST_KEY_HEADER];
  if (header === undefined) return null;
  const parsed = guestKeySchema.safeParse(header);
  if (!parsed.success) throw DomainError.invalidField(GUEST_KEY_HEADER, VALIDATION_MESSAGES.invalid);
  return hashGuestKey(parsed.data);
}

/**
 * The actor of a command on an existing search. `claimedByAccount`: the read model already gives
 * the search to this account (its claim at identification), though the search stream may not say
 * so yet.
 */
export async function actorFor(db: ReadModelDatabase, request: FastifyRequest, searchId: string): Promise<SearchActor> {
  const userId = request.session?.userId ?? null;
  const guestKeyHash = guestKeyHashOf(request);
  if (userId === null) return { userId, guestKeyHash, claimedByAccount: false };
  const row = await db.selectFrom('searches').select('owner_user_id').where('id', '=', searchId).executeTakeFirst();
  return { userId, guestKeyHash, claimedByAccount: row?.owner_user_id === userId };
}

export function newSearchActor(request: FastifyRequest): SearchActor {
  return { userId: request.session?.userId ?? null, guestKeyHash: guestKeyHashOf(request), claimedByAccount: false };
}
