import type { InvitationEvent } from '@app/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import { type Invitee, invitationDecider } from './invitation.ts';

const spec = DeciderSpecification.for(invitationDecider);

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

describe('invitation decider', () => {
  it('is issued by a group admin, valid 24 hours', () => {
    const issue = { type: 'issue', invitationId: 'i1', groupId: 'g1', issuedBy: 'ana', now: issuedAt } as const;
    spec
      .given()
      .when({ ...issue, issuerIsAdmin: true })
      .thenDecides([issued]);
    spec
      .given()
      .when({ ...issue, issuerIsAdmin: false })
      .thenRefuses('forbidden');
  });

  it('is accepted once: a used link answers with a message', () => {
    spec
      .given(issued)
      .when({ type: 'accept', invitee: beto, now: hoursLater(1) })
      .thenDecides([accepted]);
    const again = { type: 'accept', invitee: { ...beto, userId: 'carla' }, now: hoursLater(2) } as const;
    spec
      .given(issued, accepted)
      .when(again)
      .thenRefuses('conflict', 'Esta invitación ya fue utilizada: pide un nuevo link a un administrador del grupo.');
    spec
      .given(issued, accepted)
      .when({ ...again, type: 'reject' })
      .thenRefuses('conflict');
  });

  it('expires 24 hours after it was issued (controlled clock)', () => {
    spec
      .given(issued)
      .when({ type: 'accept', invitee: beto, now: hoursLater(23.99) })
      .thenDecides([accepted]);
    spec
      .given(issued)
      .when({ type: 'accept', invitee: beto, now: hoursLater(24) })
      .thenRefuses('conflict', 'Esta invitación venció: pide un nuevo link a un administrador del grupo.');
  });

  it('checks its rules in order with SPEC.md messages', () => {
    const accept = (invitee: Invitee | null) =>
      spec.given(issued).when({ type: 'accept', invitee, now: hoursLater(1) });
    accept(null).thenRefuses('unauthenticated', 'Debes estar logueado.');
    accept({ ...beto, emailVerified: false, premium: false }).thenRefuses(
      'forbidden',
      'Debes tener un email verificado',
    );
    accept({ ...beto, premium: false }).thenRefuses('premium_required', 'Debes tener una cuenta premium');
  });

  it('is rejected once by whoever meets its rules', () => {
    spec
      .given(issued)
      .when({ type: 'reject', invitee: beto, now: hoursLater(1) })
      .thenDecides([{ type: 'invitation.rejected.v1', data: { invitationId: 'i1', groupId: 'g1', userId: 'beto' } }]);
    spec
      .given(issued)
      .when({ type: 'reject', invitee: null, now: hoursLater(1) })
      .thenRefuses('unauthenticated');
  });

  it('is revoked by an admin while unused, and then refuses answers', () => {
    const revoked: InvitationEvent = {
      type: 'invitation.revoked.v1',
      data: { invitationId: 'i1', groupId: 'g1', revokedBy: 'ana' },
    };
    spec.given(issued).when({ type: 'revoke', actorId: 'ana', actorIsAdmin: true }).thenDecides([revoked]);
    spec.given(issued).when({ type: 'revoke', actorId: 'beto', actorIsAdmin: false }).thenRefuses('forbidden');
    spec.given(issued, accepted).when({ type: 'revoke', actorId: 'ana', actorIsAdmin: true }).thenRefuses('conflict');
    spec
      .given(issued, revoked)
      .when({ type: 'accept', invitee: beto, now: hoursLater(1) })
      .thenRefuses('conflict', 'Esta invitación fue anulada por un administrador del grupo.');
    spec
      .given()
      .when({ type: 'accept', invitee: beto, now: hoursLater(1) })
      .thenRefuses('not_found');
  });
});
