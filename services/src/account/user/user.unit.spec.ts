import type { UserEvent } from '@app/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import { type UserCommand, userDecider } from './userDecider.ts';

const spec = DeciderSpecification.for(userDecider);

const registered: UserEvent = {
  type: 'user.registered.v1',
  data: { userId: 'u1', email: 'ana@example.com', name: 'Ana' },
};
const now = new Date('2026-03-31T12:00:00.000Z');
const redeem = (promocode: string, grantedMonths: number | null): UserCommand => ({
  type: 'redeemPremium',
  promocode,
  grantedMonths,
  now,
});
const premiumUntil = (until: string | null, promocode: string | null = null): UserEvent => ({
  type: 'user.premium_granted.v1',
  data: { userId: 'u1', until, promocode },
});

describe('user decider: registration', () => {
  it('registers a new account with a lower-case e-mail and its first notification types', () => {
    const command: UserCommand = {
      type: 'register',
      userId: 'u1',
      email: 'Ana@Example.com',
      name: 'Ana',
      notificationTypes: ['superlike'],
    };
    spec
      .given()
      .when(command)
      .thenDecides([
        registered,
        { type: 'user.notification_types_changed.v1', data: { userId: 'u1', notificationTypes: ['superlike'] } },
      ]);
  });

  it('refuses to register the same account twice', () => {
    const command: UserCommand = {
      type: 'register',
      userId: 'u1',
      email: 'a@b.co',
      name: 'Ana',
      notificationTypes: [],
    };
    spec.given(registered).when(command).thenRefuses('conflict', 'La cuenta ya existe.');
  });

  it('cannot change an account that does not exist or was deleted', () => {
    spec.given().when({ type: 'verifyEmail' }).thenRefuses('not_found');
    const deleted: UserEvent = { type: 'user.deleted.v1', data: { userId: 'u1' } };
    spec.given(registered, deleted).when({ type: 'verifyEmail' }).thenRefuses('not_found');
  });
});

describe('user decider: account changes', () => {
  it('verifies an e-mail once', () => {
    const verified: UserEvent = { type: 'user.email_verified.v1', data: { userId: 'u1' } };
    spec.given(registered).when({ type: 'verifyEmail' }).thenDecides([verified]);
    spec.given(registered, verified).when({ type: 'verifyEmail' }).thenNothing();
  });

  it('changes permissions without repeating one', () => {
    spec
      .given(registered)
      .when({ type: 'changePermissions', isAdmin: true, permissions: ['types', 'types', 'users'] })
      .thenDecides([
        { type: 'user.permissions_changed.v1', data: { userId: 'u1', isAdmin: true, permissions: ['types', 'users'] } },
      ]);
  });

  it('records a profile change and a new picture, and nothing when nothing changed', () => {
    const command: UserCommand = {
      type: 'changeProfile',
      name: 'Ana María',
      phone: '+5491112345678',
      contactTypes: ['email', 'whatsapp'],
      avatarUrl: '/api/media/avatars/u1-abc.webp',
    };
    const changed = spec.given(registered).when(command);
    changed.thenDecides([
      {
        type: 'user.profile_changed.v1',
        data: { userId: 'u1', name: 'Ana María', phone: '+5491112345678', contactTypes: ['email', 'whatsapp'] },
      },
      { type: 'user.avatar_changed.v1', data: { userId: 'u1', avatarUrl: '/api/media/avatars/u1-abc.webp' } },
    ]);
    spec
      .given(registered, ...changed.thenEvents())
      .when(command)
      .thenNothing();
  });

  it('sets the catalogue link with its options', () => {
    spec
      .given(registered)
      .when({ type: 'setSlug', slug: 'tienda-ana', config: ['show_users'] })
      .thenDecides([{ type: 'user.slug_set.v1', data: { userId: 'u1', slug: 'tienda-ana', config: ['show_users'] } }]);
  });

  it('keeps one push token per site and ignores the same token again', () => {
    const subscribed: UserEvent = {
      type: 'user.push_subscribed.v1',
      data: { userId: 'u1', siteKey: 'site-0', token: 't1' },
    };
    const subscribe: UserCommand = { type: 'subscribePush', siteKey: 'site-0', token: 't1' };
    spec.given(registered).when(subscribe).thenDecides([subscribed]);
    spec.given(registered, subscribed).when(subscribe).thenNothing();
  });

  it('claims each guest search once', () => {
    const claimed: UserEvent = {
      type: 'user.guest_searches_claimed.v1',
      data: { userId: 'u1', searchUuids: ['s1'] },
    };
    spec
      .given(registered)
      .when({ type: 'claimGuestSearches', searchUuids: ['s1', 's1'] })
      .thenDecides([claimed]);
    spec
      .given(registered, claimed)
      .when({ type: 'claimGuestSearches', searchUuids: ['s1', 's2'] })
      .thenDecides([{ type: 'user.guest_searches_claimed.v1', data: { userId: 'u1', searchUuids: ['s2'] } }]);
  });
});

describe('user decider: premium from a promotional code', () => {
  it('grants calendar months from now, ending on the last day of a shorter month', () => {
    spec
      .given(registered)
      .when(redeem('BIENVENIDA', 2))
      .thenDecides([premiumUntil('2026-05-31T12:00:00.000Z', 'BIENVENIDA')]);
    spec
      .given(registered)
      .when(redeem('FEBRERO', 11))
      .thenDecides([premiumUntil('2027-02-28T12:00:00.000Z', 'FEBRERO')]);
  });

  it('adds the months after the premium time still left', () => {
    spec
      .given(registered, premiumUntil('2026-06-10T00:00:00.000Z', 'PRIMERO'))
      .when(redeem('SEGUNDO', 1))
      .thenDecides([premiumUntil('2026-07-10T00:00:00.000Z', 'SEGUNDO')]);
  });

  it('never grants twice for the same code, and refuses an account premium with no time limit', () => {
    spec
      .given(registered, premiumUntil('2026-05-31T12:00:00.000Z', 'BIENVENIDA'))
      .when(redeem('BIENVENIDA', 2))
      .thenNothing();
    spec
      .given(registered, premiumUntil(null))
      .when(redeem('OTRO', 2))
      .thenRefusesField('code', 'Ya eres un usuario premium.');
  });

  it('grants premium with no time limit when the code has no months', () => {
    spec
      .given(registered)
      .when(redeem('SIEMPRE', null))
      .thenDecides([premiumUntil(null, 'SIEMPRE')]);
  });
});
