import type { InvitationEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type InvitationCommand, type Invitee, invitationDecider } from './invitation.ts';

const given = (events: InvitationEvent[]) => events.reduce(invitationDecider.evolve, invitationDecider.initialState);
const when = (events: InvitationEvent[], command: InvitationCommand) =>
  invitationDecider.decide(command, given(events));

const issuedAt = new Date('2026-03-01T12:00:00.000Z');
const hoursLater = (hours: number) => new Date(issuedAt.getTime() + hours * 3_600_000);
const issued: InvitationEvent = {
  type: 'invitation.issued.v1',
  data: {
    invitationId: 'i1',
    groupId: 'g1',
    issuedBy: 'ana',
    expiresAt: '2026-03-02T12:00:00.000Z',
    rules: ['email_verified', 'is_premium'],
  },
};
const beto: Invitee = { userId: 'beto', emailVerified: true, premium: true };
const accepted: InvitationEvent = {
  type: 'invitation.accepted.v1',
  data: { invitationId: 'i1', groupId: 'g1', userId: 'beto' },
};
const refusal = (code: string, message: string) => ({ code, message });

describe('invitation decider', () => {
  it('is issued by a group admin, valid 24 hours', () => {
    const issue = { type: 'issue', invitationId: 'i1', groupId: 'g1', issuedBy: 'ana', now: issuedAt } as const;
    expect(when([], { ...issue, issuerIsAdmin: true })).toEqual([issued]);
    expect(when([], { ...issue, issuerIsAdmin: false })).toMatchObject({ code: 'forbidden' });
  });

  it('is accepted once: a used link answers with a message', () => {
    expect(when([issued], { type: 'accept', invitee: beto, now: hoursLater(1) })).toEqual([accepted]);
    const again = { type: 'accept', invitee: { ...beto, userId: 'carla' }, now: hoursLater(2) } as const;
    expect(when([issued, accepted], again)).toMatchObject(
      refusal('conflict', 'Esta invitación ya fue utilizada: pedí un nuevo link a un administrador del grupo.'),
    );
    expect(when([issued, accepted], { ...again, type: 'reject' })).toMatchObject({ code: 'conflict' });
  });

  it('expires 24 hours after it was issued (controlled clock)', () => {
    expect(when([issued], { type: 'accept', invitee: beto, now: hoursLater(23.99) })).toEqual([accepted]);
    expect(when([issued], { type: 'accept', invitee: beto, now: hoursLater(24) })).toMatchObject(
      refusal('conflict', 'Esta invitación venció: pedí un nuevo link a un administrador del grupo.'),
    );
  });

  it('checks its rules in order with SPEC.md messages', () => {
    const accept = (invitee: Invitee | null) => when([issued], { type: 'accept', invitee, now: hoursLater(1) });
    expect(accept(null)).toMatchObject(refusal('unauthenticated', 'Debes estar logueado.'));
    expect(accept({ ...beto, emailVerified: false, premium: false })).toMatchObject(
      refusal('forbidden', 'Debes tener un email verificado'),
    );
    expect(accept({ ...beto, premium: false })).toMatchObject(
      refusal('premium_required', 'Debes tener una cuenta premium'),
    );
  });

  it('is rejected once by whoever meets its rules', () => {
    expect(when([issued], { type: 'reject', invitee: beto, now: hoursLater(1) })).toEqual([
      { type: 'invitation.rejected.v1', data: { invitationId: 'i1', groupId: 'g1', userId: 'beto' } },
    ]);
    expect(when([issued], { type: 'reject', invitee: null, now: hoursLater(1) })).toMatchObject({
      code: 'unauthenticated',
    });
  });

  it('is revoked by an admin while unused, and then refuses answers', () => {
    const revoked: InvitationEvent = {
      type: 'invitation.revoked.v1',
      data: { invitationId: 'i1', groupId: 'g1', revokedBy: 'ana' },
    };
    expect(when([issued], { type: 'revoke', actorId: 'ana', actorIsAdmin: true })).toEqual([revoked]);
    expect(when([issued], { type: 'revoke', actorId: 'beto', actorIsAdmin: false })).toMatchObject({
      code: 'forbidden',
    });
    expect(when([issued, accepted], { type: 'revoke', actorId: 'ana', actorIsAdmin: true })).toMatchObject({
      code: 'conflict',
    });
    expect(when([issued, revoked], { type: 'accept', invitee: beto, now: hoursLater(1) })).toMatchObject(
      refusal('conflict', 'Esta invitación fue anulada por un administrador del grupo.'),
    );
    expect(when([], { type: 'accept', invitee: beto, now: hoursLater(1) })).toMatchObject({ code: 'not_found' });
  });
});
