import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../commands/commandContext.ts';
import { withUniqueValue } from '../commands/uniqueValues.ts';
import { execute, type Platform } from '../platform.ts';
import { userDecider, userStream } from './user.ts';

export const EMAIL_TAKEN = 'El email ya se encuentra registrado.';

/** Opens an account, holding the e-mail address so no two accounts share it. */
export async function registerUser(
  platform: Platform,
  input: { email: string; name: string },
  context: CommandContext,
): Promise<string> {
  const userId = randomUUID();
  const email = input.email.trim().toLowerCase();
  const unique = { kind: 'email', value: email, ownerId: userId, field: 'email', takenMessage: EMAIL_TAKEN };
  await withUniqueValue(platform.store, unique, null, context, () =>
    execute(platform, userStream(userId), userDecider, { type: 'register', userId, email, name: input.name }, context),
  );
  return userId;
}
