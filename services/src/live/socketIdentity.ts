// Who connects: the handshake's `auth.token` (a session's access token, checked as the HTTP guard
// does) and/or `auth.guestKey`. A connection with neither is refused: it could watch nothing.
import { ERROR_MESSAGES, guestKeySchema, socketAuthSchema } from '@app/contracts';
import { resolveSession } from '../http/session.ts';
import type { Platform } from '../platform.ts';
import { hashGuestKey } from '../search/searchActor.ts';
import type { SocketData } from './socketTypes.ts';

export async function identifySocket(platform: Platform, auth: unknown): Promise<SocketData | Error> {
  const parsed = socketAuthSchema.safeParse(auth ?? {});
  if (!parsed.success) return new Error(ERROR_MESSAGES.notLoggedIn);
  const { token, guestKey } = parsed.data;
  const session = token
    ? await resolveSession(platform.db, platform.config.jwtSecret, `Bearer ${token}`, platform.clock.now())
    : null;
  const validGuestKey = guestKey !== undefined && guestKeySchema.safeParse(guestKey).success;
  const identity = {
    userId: session?.userId ?? null,
    sessionId: session?.sessionId ?? null,
    guestKeyHash: validGuestKey ? hashGuestKey(guestKey) : null,
  };
  if (identity.userId === null && identity.guestKeyHash === null) return new Error(ERROR_MESSAGES.notLoggedIn);
  return identity;
}
