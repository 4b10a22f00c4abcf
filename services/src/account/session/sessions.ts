import { randomUUID } from 'node:crypto';
import type { SignInMethod } from '@app/contracts';
import type { CommandContext } from '../../commands/index.ts';
import { issueToken } from '../../http/index.ts';
import { execute, type Platform } from '../../platform.ts';
import { sessionDecider, sessionStream } from './session.ts';

/**
 * Starts a session for the user and returns its token. The response waits for the sessions read
 * model, so the token works on the very next request.
 */
export async function startSession(
  platform: Platform,
  userId: string,
  method: SignInMethod,
  context: CommandContext,
  impersonatorId: string | null = null,
): Promise<string> {
  const sessionId = randomUUID();
  const command = { type: 'start' as const, sessionId, userId, method, impersonatorId };
  await execute(platform, sessionStream(sessionId), sessionDecider, command, context);
  return issueToken(platform.config.jwtSecret, userId, sessionId, context.now, context.micrositeId ?? null);
}

/** Ends the session: its token stops working at once, even before it expires. */
export async function endSession(platform: Platform, sessionId: string, context: CommandContext): Promise<void> {
  await execute(platform, sessionStream(sessionId), sessionDecider, { type: 'end' }, context);
}
