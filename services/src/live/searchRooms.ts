// `search:watch` puts a participant's socket in the search's room when search says it may watch
// (LiveParts.mayWatch); anyone else gets a refusal.
import { ERROR_MESSAGES, searchRoom, userRoom, watchSearchSchema } from '@app/contracts';
import type { Platform } from '../platform.ts';
import type { LiveParts } from './liveParts.ts';
import { guestRoom, sessionRoom } from './socketRooms.ts';
import type { LiveSocket } from './socketTypes.ts';

export function handleSocket(platform: Platform, socket: LiveSocket, mayWatch: LiveParts['mayWatch']): void {
  const { userId, sessionId, guestKeyHash } = socket.data;
  // Rooms to reach the socket by who it is: its messages, and its revocations (revocations.ts).
  if (userId !== null) void socket.join(userRoom(userId));
  if (sessionId !== null) void socket.join(sessionRoom(sessionId));
  if (guestKeyHash !== null) void socket.join(guestRoom(guestKeyHash));
  socket.on('search:watch', async (request, ack) => {
    const parsed = watchSearchSchema.safeParse(request);
    const answer = parsed.success
      ? await mayWatch(platform, socket.data, parsed.data.uuid).catch(() => ({
          ok: false,
          message: ERROR_MESSAGES.generic,
        }))
      : { ok: false, message: ERROR_MESSAGES.notFound };
    if (answer.ok && parsed.success) await socket.join(searchRoom(parsed.data.uuid));
    ack?.(answer);
  });
  socket.on('search:unwatch', (request) => {
    const parsed = watchSearchSchema.safeParse(request);
    if (parsed.success) void socket.leave(searchRoom(parsed.data.uuid));
  });
}
