// What a group fact of the log tells, and to whom: a member joined and a search was pinned go to the
// group's admins; a publication marked 'Impulsar' goes to the creator's colleagues in every group
// it enters. Recipients are read when the fact is told, so one who lost the role hears nothing.
// Publications a synchronizer brings are left out: a run of hundreds would flood the colleagues.
import { GROUP_SOCKET_EVENTS, type GroupEvent, type PublicationEvent, type RecordedEvent } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import type { LiveServer } from '../../live/index.ts';

type GroupDataOf<Type extends GroupEvent['type']> = Extract<GroupEvent, { type: Type }>['data'];
type Created = Extract<PublicationEvent, { type: 'publication.created.v1' }>['data'];

export const GROUP_FACT_TYPES = ['group.member_joined.v1', 'group.search_pinned.v1', 'publication.created.v1'] as const;

type Rooms = ReturnType<LiveServer['to']>;

/** One socket message (sent to the recipients' rooms) and its push, for the given recipients. */
export interface GroupTelling {
  groupId: string;
  recipients: string[];
  send(rooms: Rooms): void;
  push: { title: string; body: string; url: string };
}

async function adminsOf(db: ReadModelDatabase, groupId: string, except: string) {
  const rows = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('admin', '=', true)
    .where('user_id', '!=', except)
    .execute();
  return rows.map((row) => row.user_id);
}

async function toAdmins(db: ReadModelDatabase, recorded: RecordedEvent): Promise<GroupTelling[]> {
  const data = recorded.data as GroupDataOf<'group.member_joined.v1'> | GroupDataOf<'group.search_pinned.v1'>;
  const [recipients, group, user] = await Promise.all([
    adminsOf(db, data.groupId, data.userId),
    db.selectFrom('groups').select('name').where('id', '=', data.groupId).executeTakeFirst(),
    db.selectFrom('users').select(['id', 'name', 'avatar_url']).where('id', '=', data.userId).executeTakeFirst(),
  ]);
  if (!group || !user || recipients.length === 0) return [];
  const url = `/account/group/${data.groupId}`;
  if ('searchId' in data) {
    const message = { group_id: data.groupId, search_id: data.searchId, user: { id: user.id, name: user.name } };
    const body = `${user.name} fijó una búsqueda en "${group.name}".`;
    return [
      {
        groupId: data.groupId,
        recipients,
        send: (rooms) => rooms.emit(GROUP_SOCKET_EVENTS.searchPinned, message),
        push: { title: group.name, body, url: `${url}/search` },
      },
    ];
  }
  const message = { group_id: data.groupId, group_name: group.name, user };
  const body = `${user.name} se unió a "${group.name}".`;
  return [
    {
      groupId: data.groupId,
      recipients,
      send: (rooms) => rooms.emit(GROUP_SOCKET_EVENTS.memberJoined, message),
      push: { title: group.name, body, url: `${url}/show` },
    },
  ];
}

async function toColleagues(db: ReadModelDatabase, data: Created): Promise<GroupTelling[]> {
  if (!data.shareable || data.createdBy !== 'user') return [];
  const rows = await db
    .selectFrom('group_members as mine')
    .innerJoin('groups', 'groups.id', 'mine.group_id')
    .innerJoin('group_members as colleague', 'colleague.group_id', 'mine.group_id')
    .innerJoin('users', 'users.id', 'mine.user_id')
    .select(['groups.id as group_id', 'groups.name as group_name', 'users.name as user_name', 'colleague.user_id'])
    .where('mine.user_id', '=', data.creatorId)
    .where('colleague.user_id', '!=', data.creatorId)
    .execute();
  const byGroup = new Map<string, typeof rows>();
  for (const row of rows) byGroup.set(row.group_id, [...(byGroup.get(row.group_id) ?? []), row]);
  return [...byGroup.values()].map((members) => {
    const { group_id, group_name, user_name } = members[0]!;
    const publication = { id: data.publicationId, title: data.title };
    const message = { group_id, group_name, publication, user: { id: data.creatorId, name: user_name } };
    const body = `${user_name} sumó "${data.title}" a la cartera del grupo.`;
    return {
      groupId: group_id,
      recipients: members.map((member) => member.user_id),
      send: (rooms: Rooms) => rooms.emit(GROUP_SOCKET_EVENTS.publicationAdded, message),
      push: { title: group_name, body, url: `/account/group/${group_id}/publication` },
    };
  });
}

export function groupTellings(db: ReadModelDatabase, recorded: RecordedEvent): Promise<GroupTelling[]> {
  if (recorded.type === 'publication.created.v1') return toColleagues(db, recorded.data as Created);
  return toAdmins(db, recorded);
}
