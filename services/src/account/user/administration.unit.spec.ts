import type { Permission, UserEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { AdministerCommand } from './administration.ts';
import { evolveUser, initialUserState } from './user.ts';
import { type UserCommand, userDecider } from './userDecider.ts';

const given = (events: UserEvent[]) => events.reduce(evolveUser, initialUserState);
const when = (events: UserEvent[], command: UserCommand) => userDecider.decide(command, given(events));

const now = new Date('2026-05-01T12:00:00.000Z');
const registered: UserEvent = {
  type: 'user.registered.v1',
  data: { userId: 'u1', email: 'ana@example.com', name: 'Ana' },
};
const holding = (permissions: Permission[]): UserEvent => ({
  type: 'user.permissions_changed.v1',
  data: { userId: 'u1', isAdmin: true, permissions },
});
const administer = (changes: Partial<AdministerCommand>): AdministerCommand => ({
  type: 'administer',
  actorId: 'boss',
  otherUsersHolders: 1,
  name: 'Ana',
  premium: null,
  isAdmin: false,
  permissions: [],
  hasStat: false,
  now,
  ...changes,
});

describe('user decider: administering an account', () => {
  it('records only what changed: name, premium, permissions and statistics, each as its own fact', () => {
    const until = new Date('2026-08-01T00:00:00.000Z');
    expect(
      when(
        [registered],
        administer({
          name: 'Ana María',
          premium: { until },
          isAdmin: true,
          permissions: ['promocodes', 'promocodes'],
          hasStat: true,
        }),
      ),
    ).toEqual([
      {
        type: 'user.profile_changed.v1',
        data: { userId: 'u1', name: 'Ana María', phone: null, contactTypes: ['email'] },
      },
      { type: 'user.premium_granted.v1', data: { userId: 'u1', until: until.toISOString(), promocode: null } },
      { type: 'user.permissions_changed.v1', data: { userId: 'u1', isAdmin: true, permissions: ['promocodes'] } },
      { type: 'user.statistics_access_changed.v1', data: { userId: 'u1', hasStat: true } },
    ]);
    expect(when([registered], administer({}))).toEqual([]);
  });

  it('takes premium away, and an account that is not an administrator holds no permission', () => {
    const premium: UserEvent = {
      type: 'user.premium_granted.v1',
      data: { userId: 'u1', until: null, promocode: null },
    };
    expect(when([registered, premium], administer({}))).toEqual([
      { type: 'user.premium_revoked.v1', data: { userId: 'u1' } },
    ]);
    expect(when([registered, holding(['types'])], administer({ permissions: ['types'] }))).toEqual([
      { type: 'user.permissions_changed.v1', data: { userId: 'u1', isAdmin: false, permissions: [] } },
    ]);
  });

  it('refuses an administrator removing their own users permission', () => {
    const own = administer({ actorId: 'u1', isAdmin: true, permissions: ['types'] });
    expect(when([registered, holding(['users', 'types'])], own)).toMatchObject({
      code: 'validation',
      message: 'No podés quitarte el permiso de usuarios.',
    });
    const notAdminAnyMore = administer({ actorId: 'u1', isAdmin: false, permissions: ['users'] });
    expect(when([registered, holding(['users'])], notAdminAnyMore)).toMatchObject({ code: 'validation' });
    const keepsIt = administer({ actorId: 'u1', isAdmin: true, permissions: ['users'] });
    expect(when([registered, holding(['users', 'types'])], keepsIt)).toEqual([
      { type: 'user.permissions_changed.v1', data: { userId: 'u1', isAdmin: true, permissions: ['users'] } },
    ]);
  });

  it('keeps users with its last holder, and lets it go while another holds it', () => {
    const lastOne = administer({ otherUsersHolders: 0 });
    expect(when([registered, holding(['users'])], lastOne)).toMatchObject({
      message: 'Tiene que quedar al menos un administrador con el permiso de usuarios.',
    });
    expect(when([registered, holding(['users'])], administer({ otherUsersHolders: 1 }))).toEqual([
      { type: 'user.permissions_changed.v1', data: { userId: 'u1', isAdmin: false, permissions: [] } },
    ]);
  });

  it('refuses an administrator deleting their own account; deletes another', () => {
    expect(when([registered], { type: 'delete', actorId: 'u1' })).toMatchObject({
      code: 'validation',
      message: 'No podés eliminar tu propia cuenta.',
    });
    expect(when([registered], { type: 'delete', actorId: 'boss' })).toEqual([
      { type: 'user.deleted.v1', data: { userId: 'u1' } },
    ]);
  });
});
