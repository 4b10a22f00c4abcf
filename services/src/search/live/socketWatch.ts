// Whether a socket may watch a search's room (`search:watch`, live/searchRooms.ts): its owner, or an
// account that joined a shareable search; a private group's search, members only.
import { ERROR_MESSAGES, SWIPE_MESSAGES, type WatchAck } from '@app/contracts';
import { DomainError } from '../../commands/index.ts';
import { assertSavedSearchInScope } from '../../group/index.ts';
import type { SocketData } from '../../live/index.ts';
import type { Platform } from '../../platform.ts';
import { findSearchRows, viewerOwns } from '../searchRows.ts';

export async function maySocketWatch(platform: Platform, watcher: SocketData, searchId: string): Promise<WatchAck> {
  const [search] = await findSearchRows(platform.db, [searchId]);
  if (!search) return { ok: false, message: ERROR_MESSAGES.notFound };
  const { userId } = watcher;
  const outOfScope = await assertSavedSearchInScope(platform.db, search.group_id, userId).then(
    () => null,
    (error: unknown) => (error instanceof DomainError ? error.message : ERROR_MESSAGES.generic),
  );
  if (outOfScope !== null) return { ok: false, message: outOfScope };
  if (viewerOwns(search, watcher)) return { ok: true, message: null };
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
