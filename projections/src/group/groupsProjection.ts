// Groups, their members and pins, invitations, and when searches were published to their group.
import type { GroupEvent, GroupProfile, InvitationEvent, RecordedEvent, SearchEvent } from '@app/contracts';
import type { Transaction } from 'kysely';
import type { Projection } from '../runner/projection.ts';
import type { ReadModelTables } from '../tables.ts';

type Writer = Transaction<ReadModelTables>;
type PublishingEvent = Extract<
  SearchEvent,
  { type: 'search.published.v1' | 'search.unpublished.v1' | 'search.deleted.v1' }
>;
type HandledEvent = GroupEvent | InvitationEvent | PublishingEvent;

function profileColumns(profile: GroupProfile) {
  const coordinates = profile.address?.geolocation.coordinates ?? null;
  return {
    name: profile.name,
    description: profile.description,
    logo_url: profile.logoUrl,
    discoverable: profile.discoverable,
    address_title: profile.address?.title ?? null,
    latitude: coordinates?.[0] ?? null,
    longitude: coordinates?.[1] ?? null,
  };
}

async function recount(transaction: Writer, groupId: string): Promise<void> {
  await transaction
    .updateTable('groups')
    .set((eb) => ({
      users_count: eb
        .selectFrom('group_members')
        .select(eb.fn.countAll<number>().as('n'))
        .where('group_id', '=', groupId),
    }))
    .where('id', '=', groupId)
    .execute();
}

async function removeMembers(transaction: Writer, groupId: string, userIds: string[]): Promise<void> {
  await transaction
    .deleteFrom('group_members')
    .where('group_id', '=', groupId)
    .where('user_id', 'in', userIds)
    .execute();
  await transaction
    .deleteFrom('group_search_pins')
    .where('group_id', '=', groupId)
    .where('user_id', 'in', userIds)
    .execute();
  await recount(transaction, groupId);
}

async function setAdmin(transaction: Writer, groupId: string, userId: string, admin: boolean): Promise<void> {
  await transaction
    .updateTable('group_members')
    .set({ admin })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .execute();
}

async function applyGroupEvent(transaction: Writer, event: GroupEvent, at: Date): Promise<void> {
  switch (event.type) {
    case 'group.created.v1': {
      const { groupId, creatorId } = event.data;
      const row = { id: groupId, ...profileColumns(event.data), public: event.data.public, creator_id: creatorId };
      await transaction
        .insertInto('groups')
        .values({ ...row, users_count: 1, created_at: at, updated_at: at })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      await transaction
        .insertInto('group_members')
        .values({ group_id: groupId, user_id: creatorId, admin: true, invited_by: null, joined_at: at })
        .onConflict((conflict) => conflict.columns(['group_id', 'user_id']).doNothing())
        .execute();
      return;
    }
    case 'group.changed.v1':
      await transaction
        .updateTable('groups')
        .set({ ...profileColumns(event.data), updated_at: at })
        .where('id', '=', event.data.groupId)
        .execute();
      return;
    case 'group.deleted.v1': {
      const { groupId } = event.data;
      await transaction.deleteFrom('groups').where('id', '=', groupId).execute();
      await transaction.deleteFrom('group_members').where('group_id', '=', groupId).execute();
      await transaction.deleteFrom('group_search_pins').where('group_id', '=', groupId).execute();
      await transaction
        .deleteFrom('invitations')
        .where('group_id', '=', groupId)
        .where('status', '=', 'pending')
        .execute();
      return;
    }
    case 'group.member_joined.v1': {
      const { groupId, userId, invitedBy } = event.data;
      await transaction
        .insertInto('group_members')
        .values({ group_id: groupId, user_id: userId, admin: false, invited_by: invitedBy, joined_at: at })
        .onConflict((conflict) => conflict.columns(['group_id', 'user_id']).doNothing())
        .execute();
      await recount(transaction, groupId);
      return;
    }
    case 'group.member_left.v1':
      await removeMembers(transaction, event.data.groupId, [event.data.userId]);
      return;
    case 'group.member_removed.v1':
      await removeMembers(transaction, event.data.groupId, [event.data.userId, ...event.data.alsoRemoved]);
      return;
    case 'group.admin_granted.v1':
    case 'group.admin_revoked.v1':
      await setAdmin(transaction, event.data.groupId, event.data.userId, event.type === 'group.admin_granted.v1');
      return;
    case 'group.search_pinned.v1': {
      const { groupId, searchId, userId } = event.data;
      await transaction
        .insertInto('group_search_pins')
        .values({ group_id: groupId, search_id: searchId, user_id: userId, pinned_at: at })
        .onConflict((conflict) => conflict.columns(['group_id', 'search_id', 'user_id']).doNothing())
        .execute();
      return;
    }
    case 'group.search_unpinned.v1': {
      const { groupId, searchId, userId } = event.data;
      await transaction
        .deleteFrom('group_search_pins')
        .where('group_id', '=', groupId)
        .where('search_id', '=', searchId)
        .where('user_id', '=', userId)
        .execute();
      return;
    }
    default: {
      const unexpected: never = event;
      throw new Error(`groups projection cannot apply ${(unexpected as { type: string }).type}`);
    }
  }
}

async function applyInvitationEvent(transaction: Writer, event: InvitationEvent, at: Date): Promise<void> {
  if (event.type === 'invitation.issued.v1') {
    const { invitationId, groupId, issuedBy, expiresAt, rules } = event.data;
    await transaction
      .insertInto('invitations')
      .values({
        id: invitationId,
        group_id: groupId,
        issued_by: issuedBy,
        rules,
        status: 'pending',
        used_by: null,
        expires_at: new Date(expiresAt),
        created_at: at,
        used_at: null,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    return;
  }
  const status = {
    'invitation.accepted.v1': 'accepted',
    'invitation.rejected.v1': 'rejected',
    'invitation.revoked.v1': 'revoked',
  } as const;
  const usedBy = event.type === 'invitation.revoked.v1' ? null : event.data.userId || null;
  await transaction
    .updateTable('invitations')
    .set({ status: status[event.type], used_by: usedBy, used_at: at })
    .where('id', '=', event.data.invitationId)
    .execute();
}

async function applySearchEvent(transaction: Writer, event: PublishingEvent, at: Date): Promise<void> {
  const { searchId } = event.data;
  if (event.type === 'search.published.v1') {
    await transaction
      .insertInto('group_search_publications')
      .values({ search_id: searchId, published_at: at })
      .onConflict((conflict) => conflict.column('search_id').doUpdateSet({ published_at: at }))
      .execute();
    return;
  }
  await transaction.deleteFrom('group_search_publications').where('search_id', '=', searchId).execute();
  await transaction.deleteFrom('group_search_pins').where('search_id', '=', searchId).execute();
}

export const groupsProjection: Projection = {
  name: 'groups',
  tables: ['groups', 'group_members', 'group_search_pins', 'group_search_publications', 'invitations'],
  handles: [
    'group.created.v1',
    'group.changed.v1',
    'group.deleted.v1',
    'group.member_joined.v1',
    'group.member_left.v1',
    'group.member_removed.v1',
    'group.admin_granted.v1',
    'group.admin_revoked.v1',
    'group.search_pinned.v1',
    'group.search_unpinned.v1',
    'invitation.issued.v1',
    'invitation.accepted.v1',
    'invitation.rejected.v1',
    'invitation.revoked.v1',
    'search.published.v1',
    'search.unpublished.v1',
    'search.deleted.v1',
  ] satisfies HandledEvent['type'][],
  async apply(transaction, recorded: RecordedEvent) {
    const event = recorded as unknown as HandledEvent;
    const at = new Date(recorded.metadata.occurredAt);
    if (event.type.startsWith('group.')) return applyGroupEvent(transaction, event as GroupEvent, at);
    if (event.type.startsWith('invitation.')) return applyInvitationEvent(transaction, event as InvitationEvent, at);
    return applySearchEvent(transaction, event as PublishingEvent, at);
  },
};
