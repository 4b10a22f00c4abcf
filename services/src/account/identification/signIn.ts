// What every way in ends with: the guest's searches claimed (those the presented guest key created),
// a new session, its token and the user.
import type { SignInMethod } from '@app/contracts';
import type { SessionResponse } from '@app/contracts/account/auth';
import type { ReadModelDatabase } from '@app/projections';
import type { CommandContext } from '../../commands/index.ts';
import { hashGuestKey } from '../../http/index.ts';
import { execute, type Platform } from '../../platform.ts';
import { startSession } from '../session/sessions.ts';
import { userStream } from '../user/user.ts';
import { userDecider } from '../user/userDecider.ts';
import { loadUser } from '../user/userResponse.ts';

/** The guest searches a way in names, and the guest key that proves they are the caller's. */
export interface GuestSearchProof {
  searches: readonly string[];
  guestKey: string | undefined;
}

/**
 * The named searches the guest key created and no account owns yet, in the order named. A uuid is
 * not a secret (it travels in every share link); the guest key is.
 */
async function provenGuestSearches(db: ReadModelDatabase, proof: GuestSearchProof): Promise<string[]> {
  if (proof.guestKey === undefined || proof.searches.length === 0) return [];
  const rows = await db
    .selectFrom('searches')
    .select('id')
    .where('id', 'in', [...proof.searches])
    .where('guest_key_hash', '=', hashGuestKey(proof.guestKey))
    .where('owner_user_id', 'is', null)
    .execute();
  const proven = new Set(rows.map((row) => row.id));
  return proof.searches.filter((uuid) => proven.has(uuid));
}

export interface LiveAccount {
  userId: string;
  email: string;
  emailVerified: boolean;
}

export async function findAccountByEmail(db: ReadModelDatabase, email: string): Promise<LiveAccount | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'email_verified'])
    .where('email', '=', email.trim().toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && { userId: row.id, email: row.email, emailVerified: row.email_verified };
}

export async function markEmailVerified(platform: Platform, userId: string, context: CommandContext): Promise<void> {
  await execute(platform, userStream(userId), userDecider, { type: 'verifyEmail' }, context);
}

export async function completeSignIn(
  platform: Platform,
  userId: string,
  method: SignInMethod,
  guestSearches: GuestSearchProof,
  context: CommandContext,
): Promise<SessionResponse> {
  const claimed = await provenGuestSearches(platform.db, guestSearches);
  if (claimed.length > 0) {
    const command = { type: 'claimGuestSearches' as const, searchUuids: claimed };
    await execute(platform, userStream(userId), userDecider, command, context);
  }
  const token = await startSession(platform, userId, method, context);
  return { token, user: await loadUser(platform.db, userId, context.now) };
}
