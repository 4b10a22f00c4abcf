// `search:watch` puts a participant's socket in the search's room (a private group's search: members
// only); anyone else gets a refusal.
import { ERROR_MESSAGES, SWIPE_MESSAGES, searchRoom, userRoom, type WatchAck, watchSearchSchema } from '@app/contracts';
import { DomainError } from '../commands/index.ts';
import { assertSavedSearchInScope } from '../group/index.ts';
import type { Platform } from '../platform.ts';
import { findSearchRows, viewerOwns } from '../search/index.ts';
import { guestRoom, sessionRoom } from './socketRooms.ts';
import type { LiveSocket } from './socketTypes.ts';

async function mayWatch(platform: Platform, socket: LiveSocket, searchId: string): Promise<WatchAck> {
  const [search] = await findSearchRows(platform.db, [searchId]);
  if (!search) return { ok: false, message: ERROR_MESSAGES.notFound };
  const { userId } = socket.data;
  const outOfScope = await assertSavedSearchInScope(platform.db, search.group_id, userId).then(
    () => null,
    (error: unknown) => (error instanceof DomainError ? error.message : ERROR_MESSAGES.generic),
  );
  if (outOfScope !== null) return { ok: false, message: outOfScope };
  if (viewerOwns(search, socket.data)) return { ok: true, message: null };
  if (userId === null) return { ok: false, message: ERROR_MESSAGES.notLoggedIn };
  const joined = await platform.db
    .selectFrom('search_participants')
    .select('participant_key')
    .where('search_id', '=', searchId)
    .where('participant_key', '=', userId)
    .executeTakeFirst();
  return joined && search.shareable
    ? { ok: true, message: null }
    : { ok: false, message: SWIPE_MESSAGES.notParticipant };
}

export function handleSocket(platform: Platform, socket: LiveSocket): void {
  const { userId, sessionId, guestKeyHash } = socket.data;
  // Rooms to reach the socket by who it is: its messages, and its revocations (revocations.ts).
  if (userId !== null) void socket.join(userRoom(userId));
  if (sessionId !== null) void socket.join(sessionRoom(sessionId));
  if (guestKeyHash !== null) void socket.join(guestRoom(guestKeyHash));
  socket.on('search:watch', async (request, ack) => {
    const parsed = watchSearchSchema.safeParse(request);
    const answer = parsed.success
      ? await mayWatch(platform, socket, parsed.data.uuid).catch(() => ({ ok: false, message: ERROR_MESSAGES.generic }))
      : { ok: false, message: ERROR_MESSAGES.notFound };
    if (answer.ok && parsed.success) await socket.join(searchRoom(parsed.data.uuid));
    ack?.(answer);
  });
  socket.on('search:unwatch', (request) => {
    const parsed = watchSearchSchema.safeParse(request);
    if (parsed.success) void socket.leave(searchRoom(parsed.data.uuid));
  });
}
