import { randomUUID } from 'node:crypto';
import { IDENTIFICATION_MESSAGES } from '@app/contracts/account/auth';
import { NOTIFICATION_TYPES } from '../../catalogue/index.ts';
import type { CommandContext } from '../../commands/index.ts';
import { DomainError, releaseUniqueValue, withUniqueValue } from '../../commands/index.ts';
import { execute, type Platform } from '../../platform.ts';
import { userStream } from './user.ts';
import { userDecider } from './userDecider.ts';

/** E-mail reservations are named by a keyed digest, so the log never holds the address itself. */
export const EMAIL_RESERVATION = 'email_digest';

/** Frees the e-mail of a deleted account for a new one. */
export async function releaseEmail(platform: Platform, email: string, ownerId: string, context: CommandContext) {
  const value = await platform.personalData.emailDigest(email);
  await releaseUniqueValue(platform, { kind: EMAIL_RESERVATION, value, ownerId }, context);
}

/** Opens an account, holding the e-mail address so no two accounts share it. */
export async function registerUser(
  platform: Platform,
  input: { email: string; name: string },
  context: CommandContext,
): Promise<string> {
  const userId = randomUUID();
  const email = input.email.trim().toLowerCase();
  // Accounts registered before e-mail reservations were named by digest hold only the old kind.
  const live = await platform.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (live) throw DomainError.invalidField('email', IDENTIFICATION_MESSAGES.emailTaken);
  const unique = {
    kind: EMAIL_RESERVATION,
    value: await platform.personalData.emailDigest(email),
    ownerId: userId,
    field: 'email',
    takenMessage: IDENTIFICATION_MESSAGES.emailTaken,
  };
  // New accounts hear about everything until they choose otherwise in their settings.
  const notificationTypes = NOTIFICATION_TYPES.map((type) => type.slug);
  const command = { type: 'register' as const, userId, email, name: input.name, notificationTypes };
  await withUniqueValue(platform, unique, null, context, () =>
    execute(platform, userStream(userId), userDecider, command, context),
  );
  return userId;
}
