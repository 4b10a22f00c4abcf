// Rights end at once for open sockets too: when a fact takes access away, the leader (who sends
// every live message, in log order) takes the sockets out through the adapter, so it happens on
// every API instance before any later message of the log is sent. Logging out disconnects that
// session's sockets; deleting an account disconnects all of its sockets; unsharing a search takes
// everyone but its owner out of its room; deleting it takes everyone out; leaving (or being removed
// from) a private group takes the person out of the rooms of the group's searches.
import {
  type GroupEvent,
  type RecordedEvent,
  type SearchEvent,
  type SessionEvent,
  searchRoom,
  type UserEvent,
  userRoom,
} from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { guestRoom, sessionRoom } from './socketRooms.ts';
import type { LiveServer } from './socketTypes.ts';

const REVOKING_TYPES = [
  'session.ended.v1',
  'user.deleted.v1',
  'search.unshared.v1',
  'search.deleted.v1',
  'group.member_left.v1',
  'group.member_removed.v1',
] as const;
export const REVOKING_EVENT_TYPES: ReadonlySet<string> = new Set(REVOKING_TYPES);

/** The room of the search's owner's sockets: the account once claimed, else the guest key. */
async function ownerRoom(db: ReadModelDatabase, searchId: string): Promise<string | null> {
  const row = await db
    .selectFrom('searches')
    .select(['owner_user_id', 'guest_key_hash'])
    .where('id', '=', searchId)
    .executeTakeFirst();
  if (row?.owner_user_id) return userRoom(row.owner_user_id);
  return row?.guest_key_hash ? guestRoom(row.guest_key_hash) : null;
}

type RevokingEvent = Extract<
  SessionEvent | UserEvent | SearchEvent | GroupEvent,
  { type: (typeof REVOKING_TYPES)[number] }
>;

/** Former members of a private group leave its searches' rooms (a public group's stay open to all). */
async function leavePrivateGroupSearches(io: LiveServer, db: ReadModelDatabase, groupId: string, userIds: string[]) {
  const searches = await db
    .selectFrom('searches')
    .innerJoin('groups', 'groups.id', 'searches.group_id')
    .select('searches.id')
    .where('searches.group_id', '=', groupId)
    .where('groups.public', '=', false)
    .execute();
  if (searches.length === 0) return;
  const rooms = searches.map((search) => searchRoom(search.id));
  io.in(userIds.map(userRoom)).socketsLeave(rooms);
}

async function revoke(io: LiveServer, db: ReadModelDatabase, event: RevokingEvent): Promise<void> {
  switch (event.type) {
    case 'session.ended.v1':
      io.in(sessionRoom(event.data.sessionId)).disconnectSockets(true);
      return;
    case 'user.deleted.v1':
      io.in(userRoom(event.data.userId)).disconnectSockets(true);
      return;
    case 'search.unshared.v1': {
      const room = searchRoom(event.data.searchId);
      const owner = await ownerRoom(db, event.data.searchId);
      (owner ? io.in(room).except(owner) : io.in(room)).socketsLeave(room);
      return;
    }
    case 'search.deleted.v1':
      io.in(searchRoom(event.data.searchId)).socketsLeave(searchRoom(event.data.searchId));
      return;
    case 'group.member_left.v1':
      return leavePrivateGroupSearches(io, db, event.data.groupId, [event.data.userId]);
    case 'group.member_removed.v1':
      return leavePrivateGroupSearches(io, db, event.data.groupId, [event.data.userId, ...event.data.alsoRemoved]);
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** Applies a batch's revocations in log order. */
export async function revokeRights(
  io: LiveServer,
  db: ReadModelDatabase,
  events: readonly RecordedEvent[],
): Promise<void> {
  for (const recorded of events) {
    if (REVOKING_EVENT_TYPES.has(recorded.type)) await revoke(io, db, recorded as unknown as RevokingEvent);
  }
}
