// Facts of the group stream `group-{id}` and the invitation stream `invitation-{uuid}`.
// Stored events never change meaning: a new shape is a new version.
import type { DomainEvent } from '../events.ts';
import type { Address } from '../publication/publication.ts';

/** What an administrator sets on a group (the scope `public` only when creating it). */
export interface GroupProfile {
  name: string;
  description: string | null;
  logoUrl: string | null;
  discoverable: boolean;
  /** Where the group works; set only when it is discoverable. */
  address: Address | null;
}

export type GroupEvent =
  | DomainEvent<'group.created.v1', GroupProfile & { groupId: string; creatorId: string; public: boolean }>
  | DomainEvent<'group.changed.v1', GroupProfile & { groupId: string }>
  | DomainEvent<'group.deleted.v1', { groupId: string }>
  | DomainEvent<
      'group.member_joined.v1',
      { groupId: string; userId: string; invitationId: string | null; invitedBy: string | null }
    >
  | DomainEvent<'group.member_left.v1', { groupId: string; userId: string }>
  /** One removal: the member, and with `alsoRemoved` the members they had invited. */
  | DomainEvent<
      'group.member_removed.v1',
      { groupId: string; userId: string; alsoRemoved: string[]; removedBy: string }
    >
  | DomainEvent<'group.admin_granted.v1', { groupId: string; userId: string }>
  | DomainEvent<'group.admin_revoked.v1', { groupId: string; userId: string }>
  /** A member pinned one of the group's published searches (each member pins for themselves). */
  | DomainEvent<'group.search_pinned.v1', { groupId: string; searchId: string; userId: string }>
  | DomainEvent<'group.search_unpinned.v1', { groupId: string; searchId: string; userId: string }>;

/** What the invited person must be when accepting. */
export const INVITATION_RULES = ['email_verified', 'is_premium'] as const;
export type InvitationRule = (typeof INVITATION_RULES)[number];

export type InvitationEvent =
  | DomainEvent<
      'invitation.issued.v1',
      { invitationId: string; groupId: string; issuedBy: string; expiresAt: string; rules: InvitationRule[] }
    >
  | DomainEvent<'invitation.accepted.v1', { invitationId: string; groupId: string; userId: string }>
  | DomainEvent<'invitation.rejected.v1', { invitationId: string; groupId: string; userId: string | null }>
  | DomainEvent<'invitation.revoked.v1', { invitationId: string; groupId: string; revokedBy: string }>;
