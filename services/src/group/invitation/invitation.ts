// An invitation link to a group: issued by one of its admins, valid 24 hours, used once (accepted
// or rejected by the person who opens it), or revoked by an admin before anyone uses it.
import {
  ERROR_MESSAGES,
  INVITATION_MESSAGES,
  INVITATION_VALID_HOURS,
  type InvitationEvent,
  type InvitationRule,
} from '@app/contracts';
import type { Decider } from '../../commands/index.ts';
import { DomainError } from '../../commands/index.ts';

export const invitationStream = (invitationId: string) => `invitation-${invitationId}`;

/** Joining a group needs a verified e-mail and a premium account (SPEC.md sections 1 and 4). */
export const GROUP_INVITATION_RULES: InvitationRule[] = ['email_verified', 'is_premium'];

export interface IssuedInvitation {
  status: 'pending' | 'accepted' | 'rejected' | 'revoked';
  invitationId: string;
  groupId: string;
  issuedBy: string;
  expiresAt: string;
  rules: InvitationRule[];
}

export type InvitationState = { status: 'absent' } | IssuedInvitation;

/** Who opens the invitation, as their session says; null: a visitor. */
export interface Invitee {
  userId: string;
  emailVerified: boolean;
  premium: boolean;
}

export type InvitationCommand =
  | { type: 'issue'; invitationId: string; groupId: string; issuedBy: string; issuerIsAdmin: boolean; now: Date }
  | { type: 'accept' | 'reject'; invitee: Invitee | null; now: Date }
  | { type: 'revoke'; actorId: string; actorIsAdmin: boolean };

function evolve(state: InvitationState, event: InvitationEvent): InvitationState {
  switch (event.type) {
    case 'invitation.issued.v1':
      return { status: 'pending', ...event.data };
    case 'invitation.accepted.v1':
      return state.status === 'absent' ? state : { ...state, status: 'accepted' };
    case 'invitation.rejected.v1':
      return state.status === 'absent' ? state : { ...state, status: 'rejected' };
    case 'invitation.revoked.v1':
      return state.status === 'absent' ? state : { ...state, status: 'revoked' };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export const isExpired = (invitation: IssuedInvitation, now: Date) => now.getTime() >= Date.parse(invitation.expiresAt);

/** Why the invitation cannot be answered now, if it cannot. */
export function unusableReason(invitation: IssuedInvitation, now: Date): DomainError | null {
  if (invitation.status === 'revoked') return new DomainError('conflict', INVITATION_MESSAGES.revoked);
  if (invitation.status === 'rejected') return new DomainError('conflict', INVITATION_MESSAGES.declined);
  if (invitation.status !== 'pending') return new DomainError('conflict', INVITATION_MESSAGES.used);
  if (isExpired(invitation, now)) return new DomainError('conflict', INVITATION_MESSAGES.expired);
  return null;
}

/** The rules the invitation names, checked in SPEC.md's order: logged in, verified e-mail, premium. */
export function unmetRule(rules: readonly InvitationRule[], invitee: Invitee | null): DomainError | null {
  if (!invitee) return new DomainError('unauthenticated', INVITATION_MESSAGES.loginRequired);
  if (rules.includes('email_verified') && !invitee.emailVerified) {
    return new DomainError('forbidden', INVITATION_MESSAGES.verifiedRequired);
  }
  if (rules.includes('is_premium') && !invitee.premium) {
    return new DomainError('premium_required', INVITATION_MESSAGES.premiumRequired);
  }
  return null;
}

function answer(command: Extract<InvitationCommand, { type: 'accept' | 'reject' }>, state: InvitationState) {
  if (state.status === 'absent') return DomainError.notFound();
  const refusal = unusableReason(state, command.now) ?? unmetRule(state.rules, command.invitee);
  if (refusal) return refusal;
  const { invitationId, groupId } = state;
  const userId = command.invitee?.userId ?? '';
  return command.type === 'accept'
    ? [{ type: 'invitation.accepted.v1' as const, data: { invitationId, groupId, userId } }]
    : [{ type: 'invitation.rejected.v1' as const, data: { invitationId, groupId, userId } }];
}

export const invitationDecider: Decider<InvitationCommand, InvitationEvent, InvitationState> = {
  initialState: { status: 'absent' },
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'issue': {
        if (state.status !== 'absent') return new DomainError('conflict', ERROR_MESSAGES.conflict);
        if (!command.issuerIsAdmin) return new DomainError('forbidden', ERROR_MESSAGES.forbidden);
        const expiresAt = new Date(command.now.getTime() + INVITATION_VALID_HOURS * 3_600_000).toISOString();
        const { invitationId, groupId, issuedBy } = command;
        const data = { invitationId, groupId, issuedBy, expiresAt, rules: GROUP_INVITATION_RULES };
        return [{ type: 'invitation.issued.v1', data }];
      }
      case 'accept':
      case 'reject':
        return answer(command, state);
      case 'revoke': {
        if (state.status === 'absent') return DomainError.notFound();
        if (!command.actorIsAdmin) return new DomainError('forbidden', ERROR_MESSAGES.forbidden);
        if (state.status !== 'pending') return new DomainError('conflict', INVITATION_MESSAGES.used);
        const { invitationId, groupId } = state;
        return [{ type: 'invitation.revoked.v1', data: { invitationId, groupId, revokedBy: command.actorId } }];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
