import type { UserEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../commands/domainError.ts';
import { evolveUser, initialUserState } from './user.ts';
import { type UserCommand, userDecider } from './userDecider.ts';

const given = (events: UserEvent[]) => events.reduce(evolveUser, initialUserState);
const when = (events: UserEvent[], command: UserCommand) => userDecider.decide(command, given(events));

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
    expect(when([], command)).toEqual([
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
    expect(when([registered], command)).toBeInstanceOf(DomainError);
  });

  it('cannot change an account that does not exist or was deleted', () => {
    expect(when([], { type: 'verifyEmail' })).toMatchObject({ code: 'not_found' });
    const deleted: UserEvent = { type: 'user.deleted.v1', data: { userId: 'u1' } };
    expect(when([registered, deleted], { type: 'verifyEmail' })).toMatchObject({ code: 'not_found' });
  });
});

describe('user decider: account changes', () => {
  it('verifies an e-mail once', () => {
    const verified: UserEvent = { type: 'user.email_verified.v1', data: { userId: 'u1' } };
    expect(when([registered], { type: 'verifyEmail' })).toEqual([verified]);
    expect(when([registered, verified], { type: 'verifyEmail' })).toEqual([]);
  });

  it('changes permissions without repeating one', () => {
    expect(
      when([registered], { type: 'changePermissions', isAdmin: true, permissions: ['types', 'types', 'users'] }),
    ).toEqual([
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
    const events = when([registered], command);
    expect(events).toEqual([
      {
        type: 'user.profile_changed.v1',
        data: { userId: 'u1', name: 'Ana María', phone: '+5491112345678', contactTypes: ['email', 'whatsapp'] },
      },
      { type: 'user.avatar_changed.v1', data: { userId: 'u1', avatarUrl: '/api/media/avatars/u1-abc.webp' } },
    ]);
    expect(when([registered, ...(events as UserEvent[])], command)).toEqual([]);
  });

  it('sets the catalogue link with its options', () => {
    expect(when([registered], { type: 'setSlug', slug: 'tienda-ana', config: ['show_users'] })).toEqual([
      { type: 'user.slug_set.v1', data: { userId: 'u1', slug: 'tienda-ana', config: ['show_users'] } },
    ]);
  });

  it('keeps one push token per site and ignores the same token again', () => {
    const subscribed: UserEvent = {
      type: 'user.push_subscribed.v1',
      data: { userId: 'u1', siteKey: 'site-0', token: 't1' },
    };
    expect(when([registered], { type: 'subscribePush', siteKey: 'site-0', token: 't1' })).toEqual([subscribed]);
    expect(when([registered, subscribed], { type: 'subscribePush', siteKey: 'site-0', token: 't1' })).toEqual([]);
  });

  it('claims each guest search once', () => {
    const claimed: UserEvent = {
      type: 'user.guest_searches_claimed.v1',
      data: { userId: 'u1', searchUuids: ['s1'] },
    };
    expect(when([registered], { type: 'claimGuestSearches', searchUuids: ['s1', 's1'] })).toEqual([claimed]);
    expect(when([registered, claimed], { type: 'claimGuestSearches', searchUuids: ['s1', 's2'] })).toEqual([
      { type: 'user.guest_searches_claimed.v1', data: { userId: 'u1', searchUuids: ['s2'] } },
    ]);
  });
});

describe('user decider: premium from a promotional code', () => {
  it('grants calendar months from now, ending on the last day of a shorter month', () => {
    expect(when([registered], redeem('BIENVENIDA', 2))).toEqual([
      premiumUntil('2026-05-31T12:00:00.000Z', 'BIENVENIDA'),
    ]);
    expect(when([registered], redeem('FEBRERO', 11))).toEqual([premiumUntil('2027-02-28T12:00:00.000Z', 'FEBRERO')]);
  });

  it('adds the months after the premium time still left', () => {
    const current = premiumUntil('2026-06-10T00:00:00.000Z', 'PRIMERO');
    expect(when([registered, current], redeem('SEGUNDO', 1))).toEqual([
      premiumUntil('2026-07-10T00:00:00.000Z', 'SEGUNDO'),
    ]);
  });

  it('never grants twice for the same code, and refuses an account premium with no time limit', () => {
    const granted = premiumUntil('2026-05-31T12:00:00.000Z', 'BIENVENIDA');
    expect(when([registered, granted], redeem('BIENVENIDA', 2))).toEqual([]);
    expect(when([registered, premiumUntil(null)], redeem('OTRO', 2))).toMatchObject({
      code: 'validation',
      errors: { code: ['Ya eres un usuario premium.'] },
    });
  });

  it('grants premium with no time limit when the code has no months', () => {
    expect(when([registered], redeem('SIEMPRE', null))).toEqual([premiumUntil(null, 'SIEMPRE')]);
  });
});
