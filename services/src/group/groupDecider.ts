// What may happen to a group: one pure function per command. Who asks (and whether they are
// premium) arrives inside the command; membership and roles come from the group's own stream.
import {
  ERROR_MESSAGES,
  GROUP_MESSAGES,
  type GroupEvent,
  type GroupProfile,
  INVITATION_MESSAGES,
} from '@app/contracts';
import type { Decider } from '../commands/index.ts';
import { DomainError } from '../commands/index.ts';
import { type ActiveGroup, adminsOf, evolveGroup, type GroupState, initialGroupState, pinKey } from './group.ts';

export type GroupCommand =
  | { type: 'create'; groupId: string; creatorId: string; premium: boolean; public: boolean; profile: GroupProfile }
  /** `actorId` null: a platform administrator with the groups permission (change and delete). */
  | { type: 'change'; actorId: string | null; public: boolean; profile: GroupProfile }
  | { type: 'delete'; actorId: string | null }
  | { type: 'join'; userId: string; premium: boolean; invitationId: string | null; invitedBy: string | null }
  | { type: 'leave'; userId: string; successorId: string | null }
  /** The account was deleted (docs/decisions/user-deletion.md): it leaves with no say in who follows. */
  | { type: 'depart'; userId: string }
  | { type: 'setAdmin'; actorId: string; userId: string; admin: boolean }
  | { type: 'remove'; actorId: string; userId: string; withInvitees: boolean }
  | { type: 'pin'; userId: string; searchId: string; searchGroupId: string | null }
  | { type: 'unpin'; userId: string; searchId: string };

type Decision = readonly GroupEvent[] | DomainError;
type MemberCommand = Exclude<GroupCommand, { type: 'create' | 'delete' | 'join' | 'change' | 'depart' }>;

const forbidden = () => new DomainError('forbidden', ERROR_MESSAGES.forbidden);
const isAdmin = (group: ActiveGroup, userId: string) => group.members[userId]?.admin === true;

function create(command: Extract<GroupCommand, { type: 'create' }>, state: GroupState): Decision {
  if (state.status !== 'absent') return new DomainError('conflict', ERROR_MESSAGES.conflict);
  if (!command.premium) return new DomainError('premium_required', ERROR_MESSAGES.premiumRequired);
  const { groupId, creatorId, profile } = command;
  return [{ type: 'group.created.v1', data: { groupId, creatorId, public: command.public, ...profile } }];
}

function change(command: Extract<GroupCommand, { type: 'change' }>, group: ActiveGroup): Decision {
  if (command.actorId !== null && !isAdmin(group, command.actorId)) return forbidden();
  if (command.public !== group.public) return DomainError.invalidField('public', GROUP_MESSAGES.publicImmutable);
  return [{ type: 'group.changed.v1', data: { groupId: group.groupId, ...command.profile } }];
}

function join(command: Extract<GroupCommand, { type: 'join' }>, group: ActiveGroup): Decision {
  if (!command.premium) return new DomainError('premium_required', INVITATION_MESSAGES.premiumRequired);
  if (group.members[command.userId]) return [];
  const { userId, invitationId, invitedBy } = command;
  return [{ type: 'group.member_joined.v1', data: { groupId: group.groupId, userId, invitationId, invitedBy } }];
}

function leave(command: Extract<MemberCommand, { type: 'leave' }>, group: ActiveGroup): Decision {
  const { groupId } = group;
  const { userId, successorId } = command;
  const otherAdmins = adminsOf(group).filter((admin) => admin !== userId);
  const left: GroupEvent = { type: 'group.member_left.v1', data: { groupId, userId } };
  if (!isAdmin(group, userId) || otherAdmins.length > 0) return [left];
  if (successorId === null || successorId === userId) return new DomainError('validation', GROUP_MESSAGES.lastAdmin);
  if (!group.members[successorId]) return DomainError.invalidField('successor_id', GROUP_MESSAGES.notAMember);
  return [{ type: 'group.admin_granted.v1', data: { groupId, userId: successorId } }, left];
}

/**
 * A deleted account leaves every group. When it was the last administrator, the longest-standing
 * member left takes over; when nobody is left, the group goes.
 */
function depart(command: Extract<GroupCommand, { type: 'depart' }>, group: ActiveGroup): Decision {
  const { groupId } = group;
  const { userId } = command;
  if (!group.members[userId]) return [];
  // Members are kept in the order they joined (see group.ts): the first one stayed longest.
  const remaining = Object.keys(group.members).filter((memberId) => memberId !== userId);
  const [longestStanding] = remaining;
  if (longestStanding === undefined) return [{ type: 'group.deleted.v1', data: { groupId } }];
  const left: GroupEvent = { type: 'group.member_left.v1', data: { groupId, userId } };
  const otherAdmins = adminsOf(group).filter((admin) => admin !== userId);
  if (otherAdmins.length > 0) return [left];
  return [{ type: 'group.admin_granted.v1', data: { groupId, userId: longestStanding } }, left];
}

function setAdmin(command: Extract<MemberCommand, { type: 'setAdmin' }>, group: ActiveGroup): Decision {
  if (!isAdmin(group, command.actorId)) return forbidden();
  if (command.userId === command.actorId) return new DomainError('validation', GROUP_MESSAGES.selfAdmin);
  const member = group.members[command.userId];
  if (!member) return DomainError.notFound();
  if (member.admin === command.admin) return [];
  const data = { groupId: group.groupId, userId: command.userId };
  return [command.admin ? { type: 'group.admin_granted.v1', data } : { type: 'group.admin_revoked.v1', data }];
}

function remove(command: Extract<MemberCommand, { type: 'remove' }>, group: ActiveGroup): Decision {
  const { actorId, userId } = command;
  if (!isAdmin(group, actorId)) return forbidden();
  if (userId === actorId) return new DomainError('validation', GROUP_MESSAGES.removeSelf);
  if (!group.members[userId]) return DomainError.notFound();
  // The acting admin stays whoever invited them, so the group always keeps an admin.
  const alsoRemoved = command.withInvitees
    ? Object.entries(group.members)
        .filter(([memberId, membership]) => membership.invitedBy === userId && memberId !== actorId)
        .map(([memberId]) => memberId)
    : [];
  return [
    { type: 'group.member_removed.v1', data: { groupId: group.groupId, userId, alsoRemoved, removedBy: actorId } },
  ];
}

function pin(command: Extract<MemberCommand, { type: 'pin' | 'unpin' }>, group: ActiveGroup): Decision {
  const { userId, searchId } = command;
  const pinned = group.pins.includes(pinKey(searchId, userId));
  const data = { groupId: group.groupId, searchId, userId };
  if (command.type === 'unpin') return pinned ? [{ type: 'group.search_unpinned.v1', data }] : [];
  if (command.searchGroupId !== group.groupId) return new DomainError('not_found', GROUP_MESSAGES.searchNotInGroup);
  return pinned ? [] : [{ type: 'group.search_pinned.v1', data }];
}

function decideForMember(command: MemberCommand, group: ActiveGroup): Decision {
  const actor = 'actorId' in command ? command.actorId : command.userId;
  if (!group.members[actor]) return forbidden();
  switch (command.type) {
    case 'leave':
      return leave(command, group);
    case 'setAdmin':
      return setAdmin(command, group);
    case 'remove':
      return remove(command, group);
    case 'pin':
    case 'unpin':
      return pin(command, group);
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}

export const groupDecider: Decider<GroupCommand, GroupEvent, GroupState> = {
  initialState: initialGroupState,
  evolve: evolveGroup,
  decide(command, state) {
    if (command.type === 'create') return create(command, state);
    if (state.status !== 'active') return DomainError.notFound();
    if (command.type === 'join') return join(command, state);
    if (command.type === 'depart') return depart(command, state);
    if (command.type === 'delete') {
      if (command.actorId !== null && !isAdmin(state, command.actorId)) return forbidden();
      return [{ type: 'group.deleted.v1', data: { groupId: state.groupId } }];
    }
    if (command.type === 'change') return change(command, state);
    return decideForMember(command, state);
  },
};
