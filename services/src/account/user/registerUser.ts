import { randomUUID } from 'node:crypto';
import { IDENTIFICATION_MESSAGES } from '@app/contracts/account/auth';
import { NOTIFICATION_TYPES } from '../../catalogue/configuration/staticConfiguration.ts';
import type { CommandContext } from '../../commands/commandContext.ts';
import { withUniqueValue } from '../../commands/uniqueValues.ts';
import { execute, type Platform } from '../../platform.ts';
import { userStream } from './user.ts';
import { userDecider } from './userDecider.ts';

export const EMAIL_RESERVATION = 'email';

/** Opens an account, holding the e-mail address so no two accounts share it. */
export async function registerUser(
  platform: Platform,
  input: { email: string; name: string },
  context: CommandContext,
): Promise<string> {
  const userId = randomUUID();
  const email = input.email.trim().toLowerCase();
  const unique = {
    kind: EMAIL_RESERVATION,
    value: email,
    ownerId: userId,
    field: 'email',
    takenMessage: IDENTIFICATION_MESSAGES.emailTaken,
  };
  // New accounts hear about everything until they choose otherwise in their settings.
  const notificationTypes = NOTIFICATION_TYPES.map((type) => type.slug);
  const command = { type: 'register' as const, userId, email, name: input.name, notificationTypes };
  await withUniqueValue(platform.store, unique, null, context, () =>
    execute(platform, userStream(userId), userDecider, command, context),
  );
  return userId;
}
