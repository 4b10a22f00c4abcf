// The group aggregate's state, folded from the facts of its stream `group-{id}`.
import type { GroupEvent, GroupProfile } from '@app/contracts';

export const groupStream = (groupId: string) => `group-${groupId}`;

export interface Membership {
  admin: boolean;
  /** Who invited them (null: the creator). */
  invitedBy: string | null;
}

export interface ActiveGroup {
  status: 'active';
  groupId: string;
  public: boolean;
  profile: GroupProfile;
  /** By user id, in the order they joined (ids are never integer-like, so keys keep insertion order). */
  members: Record<string, Membership>;
  /** `{searchId}:{userId}` for each member's pin. */
  pins: string[];
}

export type GroupState = { status: 'absent' } | { status: 'deleted'; groupId: string } | ActiveGroup;

export const initialGroupState: GroupState = { status: 'absent' };

export const pinKey = (searchId: string, userId: string) => `${searchId}:${userId}`;

export function adminsOf(group: ActiveGroup): string[] {
  return Object.entries(group.members)
    .filter(([, membership]) => membership.admin)
    .map(([userId]) => userId);
}

function withoutMembers(group: ActiveGroup, userIds: readonly string[]): ActiveGroup {
  const members = { ...group.members };
  for (const userId of userIds) delete members[userId];
  const pins = group.pins.filter((pin) => !userIds.some((userId) => pin.endsWith(`:${userId}`)));
  return { ...group, members, pins };
}

function setAdmin(group: ActiveGroup, userId: string, admin: boolean): ActiveGroup {
  const membership = group.members[userId];
  if (!membership) return group;
  return { ...group, members: { ...group.members, [userId]: { ...membership, admin } } };
}

function evolveActive(group: ActiveGroup, event: GroupEvent): GroupState {
  switch (event.type) {
    case 'group.created.v1':
      return group;
    case 'group.changed.v1': {
      const { groupId: _groupId, ...profile } = event.data;
      return { ...group, profile };
    }
    case 'group.deleted.v1':
      return { status: 'deleted', groupId: group.groupId };
    case 'group.member_joined.v1': {
      const { userId, invitedBy } = event.data;
      return { ...group, members: { ...group.members, [userId]: { admin: false, invitedBy } } };
    }
    case 'group.member_left.v1':
      return withoutMembers(group, [event.data.userId]);
    case 'group.member_removed.v1':
      return withoutMembers(group, [event.data.userId, ...event.data.alsoRemoved]);
    case 'group.admin_granted.v1':
      return setAdmin(group, event.data.userId, true);
    case 'group.admin_revoked.v1':
      return setAdmin(group, event.data.userId, false);
    case 'group.search_pinned.v1':
      return { ...group, pins: [...group.pins, pinKey(event.data.searchId, event.data.userId)] };
    case 'group.search_unpinned.v1': {
      const unpinned = pinKey(event.data.searchId, event.data.userId);
      return { ...group, pins: group.pins.filter((pin) => pin !== unpinned) };
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export function evolveGroup(state: GroupState, event: GroupEvent): GroupState {
  if (event.type === 'group.created.v1') {
    const { groupId, creatorId, public: isPublic, ...profile } = event.data;
    const members = { [creatorId]: { admin: true, invitedBy: null } };
    return { status: 'active', groupId, public: isPublic, profile, members, pins: [] };
  }
  return state.status === 'active' ? evolveActive(state, event) : state;
}
