// Accepting an invitation: the link is used (its stream's expected version makes it single use),
// then the person joins the group. Everything that could refuse is checked before the link is used,
// so a refusal (already a member, not premium) leaves the link for its rightful owner.
import { INVITATION_MESSAGES } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { DomainError, streamState } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';
import { currentGroup, runGroupCommand, runInvitationCommand } from '../groupCommands.ts';
import { type Invitee, invitationDecider, invitationStream } from './invitation.ts';

export function inviteeOf(request: FastifyRequest): Invitee | null {
  const session = request.session;
  return session ? { userId: session.userId, emailVerified: session.emailVerified, premium: session.isPremium } : null;
}

function invitationState(platform: Platform, invitationId: string) {
  return streamState(platform.store, invitationStream(invitationId), invitationDecider);
}

/** Accepts and joins; returns the group's id. */
export async function acceptInvitation(
  platform: Platform,
  invitationId: string,
  request: FastifyRequest,
): Promise<string> {
  const context = request.commandContext;
  const invitee = inviteeOf(request);
  const invitation = await invitationState(platform, invitationId);
  const command = { type: 'accept', invitee, now: context.now } as const;
  const trial = invitationDecider.decide(command, invitation);
  if (trial instanceof DomainError) throw trial;
  if (invitation.status === 'absent' || !invitee) throw DomainError.notFound();
  const group = await currentGroup(platform, invitation.groupId);
  if (!group) throw DomainError.notFound();
  // An invitation speaks for its issuer: once they no longer administer the group, it is void.
  if (!group.members[invitation.issuedBy]?.admin) throw new DomainError('conflict', INVITATION_MESSAGES.revoked);
  if (group.members[invitee.userId]) throw new DomainError('conflict', INVITATION_MESSAGES.alreadyMember);
  // The join's wait for the read models covers this event too (it comes earlier in the log): one
  // wait, not two, before the answer and the admins' live message.
  await runInvitationCommand(platform, invitationId, command, context, { awaitReadModels: false });
  const join = {
    type: 'join',
    userId: invitee.userId,
    premium: invitee.premium,
    invitationId,
    invitedBy: invitation.issuedBy,
  } as const;
  await runGroupCommand(platform, group.groupId, join, context);
  return group.groupId;
}

export async function rejectInvitation(
  platform: Platform,
  invitationId: string,
  request: FastifyRequest,
): Promise<void> {
  const command = { type: 'reject', invitee: inviteeOf(request), now: request.commandContext.now } as const;
  await runInvitationCommand(platform, invitationId, command, request.commandContext);
}

export async function revokeInvitation(
  platform: Platform,
  invitationId: string,
  actorId: string,
  request: FastifyRequest,
) {
  const invitation = await invitationState(platform, invitationId);
  if (invitation.status === 'absent') throw DomainError.notFound();
  const group = await currentGroup(platform, invitation.groupId);
  const actorIsAdmin = group?.members[actorId]?.admin === true;
  await runInvitationCommand(platform, invitationId, { type: 'revoke', actorId, actorIsAdmin }, request.commandContext);
}
