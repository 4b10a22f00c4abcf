// Group facts its admins hear live, in their own `user:{id}` rooms: a member joined, a search was
// pinned. The admins are read when the fact is sent, so one who lost the role hears nothing more.
import { GROUP_SOCKET_EVENTS, type GroupEvent, type RecordedEvent, userRoom } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import type { LiveServer } from '../../live/socketTypes.ts';

type DataOf<Type extends GroupEvent['type']> = Extract<GroupEvent, { type: Type }>['data'];

export const GROUP_LIVE_EVENT_TYPES = ['group.member_joined.v1', 'group.search_pinned.v1'] as const;

async function adminsAndGroup(db: ReadModelDatabase, groupId: string, userId: string) {
  const [admins, group, user] = await Promise.all([
    db
      .selectFrom('group_members')
      .select('user_id')
      .where('group_id', '=', groupId)
      .where('admin', '=', true)
      .execute(),
    db.selectFrom('groups').select('name').where('id', '=', groupId).executeTakeFirst(),
    db.selectFrom('users').select(['id', 'name', 'avatar_url']).where('id', '=', userId).executeTakeFirst(),
  ]);
  return { admins: admins.map((row) => row.user_id).filter((admin) => admin !== userId), group, user };
}

export async function emitGroupMessage(io: LiveServer, db: ReadModelDatabase, recorded: RecordedEvent): Promise<void> {
  const data = recorded.data as DataOf<'group.member_joined.v1'> | DataOf<'group.search_pinned.v1'>;
  const { admins, group, user } = await adminsAndGroup(db, data.groupId, data.userId);
  if (!group || !user) return;
  for (const admin of admins) {
    const room = io.to(userRoom(admin));
    if (recorded.type === 'group.member_joined.v1') {
      room.emit(GROUP_SOCKET_EVENTS.memberJoined, { group_id: data.groupId, group_name: group.name, user });
    } else if ('searchId' in data) {
      room.emit(GROUP_SOCKET_EVENTS.searchPinned, {
        group_id: data.groupId,
        search_id: data.searchId,
        user: { id: user.id, name: user.name },
      });
    }
  }
}
