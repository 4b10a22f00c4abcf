// Who connects: the handshake's `auth.token` (a session's access token, checked as the HTTP guard
// does, for the site of the host it came through: a token issued on another site is not accepted)
// and/or `auth.guestKey`. A connection with neither is refused: it could watch nothing, and so is
// one through the host of a microsite that is not active.
import type { IncomingMessage } from 'node:http';
import { ERROR_MESSAGES, guestKeySchema, MICROSITE_MESSAGES, socketAuthSchema } from '@app/contracts';
import { hashGuestKey, resolveSession } from '../http/index.ts';
import type { Platform } from '../platform.ts';
import { handshakeHostname } from './handshakeHost.ts';
import type { LiveParts } from './liveParts.ts';
import type { SocketData } from './socketTypes.ts';

export async function identifySocket(
  platform: Platform,
  auth: unknown,
  request: IncomingMessage,
  siteOfHost: LiveParts['siteOfHost'],
): Promise<SocketData | Error> {
  const parsed = socketAuthSchema.safeParse(auth ?? {});
  if (!parsed.success) return new Error(ERROR_MESSAGES.notLoggedIn);
  const microsite = await siteOfHost(platform, handshakeHostname(request, platform.config.trustProxy));
  if (microsite && microsite.status !== 'active') return new Error(MICROSITE_MESSAGES.unavailableTitle);
  const { token, guestKey } = parsed.data;
  const { jwtSecret } = platform.config;
  const now = platform.clock.now();
  const siteId = microsite?.id ?? null;
  const session = token ? await resolveSession(platform, jwtSecret, `Bearer ${token}`, now, siteId) : null;
  const validGuestKey = guestKey !== undefined && guestKeySchema.safeParse(guestKey).success;
  const identity = {
    userId: session?.userId ?? null,
    sessionId: session?.sessionId ?? null,
    guestKeyHash: validGuestKey ? hashGuestKey(guestKey) : null,
  };
  if (identity.userId === null && identity.guestKeyHash === null) return new Error(ERROR_MESSAGES.notLoggedIn);
  return identity;
}
