// Deleting an account (docs/decisions/user-deletion.md): the account's facts end with
// user.deleted.v1 (its read-model row loses every personal field), each open session ends, its
// e-mail and catalogue link become free for others, and the key its personal fields were encrypted
// with is destroyed, so the log keeps nothing readable about the person.
import type { CommandContext } from '../../commands/index.ts';
import { DomainError, releaseUniqueValue } from '../../commands/index.ts';
import { departDeletedAccount } from '../../group/index.ts';
import { forgetRateLimitsOf } from '../../http/index.ts';
import { execute, type Platform } from '../../platform.ts';
import { deleteSynchronizerOf } from '../../synchronizer/index.ts';
import { endSession } from '../session/sessions.ts';
import type { Actor } from './administratorRights.ts';
import { oneAdministratorChangeAtATime } from './administratorsLock.ts';
import { deletePublicationsOf } from './deletePublications.ts';
import { otherFullAdministrators, rightsNow } from './fullAdministrators.ts';
import { releaseEmail } from './registerUser.ts';
import { SLUG_RESERVATION, userStream } from './user.ts';
import { userDecider } from './userDecider.ts';
import { findLiveUser } from './userResponse.ts';

export interface DeletionOptions {
  /** The administrator deleting the account, with the rights they hold now (administration.ts's rules). */
  actor?: Actor;
}

export async function deleteUser(
  platform: Platform,
  userId: string,
  context: CommandContext,
  options: DeletionOptions = {},
): Promise<void> {
  const account = await findLiveUser(platform.db, userId);
  if (!account) throw DomainError.notFound();
  await oneAdministratorChangeAtATime(platform, async () => {
    const others = await otherFullAdministrators(platform.db, userId);
    const actor = options.actor && (await rightsNow(platform.db, options.actor));
    const command = { type: 'delete' as const, actor, otherFullAdministrators: others };
    await execute(platform, userStream(userId), userDecider, command, context);
  });
  await endOpenSessions(platform, userId, context);
  await deletePublicationsOf(platform, userId, context);
  await deleteSynchronizerOf(platform, userId, context);
  await departDeletedAccount(platform, userId, context);
  await releaseEmail(platform, account.email, userId, context);
  if (account.slug) {
    await releaseUniqueValue(platform, { kind: SLUG_RESERVATION, value: account.slug, ownerId: userId }, context);
  }
  // The identification counters are keyed by e-mail address (alone or with a client address): they go too.
  await forgetRateLimitsOf(platform.db, account.email);
  await platform.personalData.destroyKey(userId);
}

async function endOpenSessions(platform: Platform, userId: string, context: CommandContext): Promise<void> {
  const open = await platform.db
    .selectFrom('sessions')
    .select('id')
    // Its own sessions, and those it opened as someone else.
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('impersonator_id', '=', userId)]))
    .where('ended_at', 'is', null)
    .execute();
  for (const session of open) await endSession(platform, session.id, context);
}
