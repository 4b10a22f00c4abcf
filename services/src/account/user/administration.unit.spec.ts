import { PERMISSIONS, type Permission, type UserEvent } from '@app/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import type { AdministerCommand } from './administration.ts';
import { userDecider } from './userDecider.ts';

const spec = DeciderSpecification.for(userDecider);

const now = new Date('2026-05-01T12:00:00.000Z');
const registered: UserEvent = {
  type: 'user.registered.v1',
  data: { userId: 'u1', email: 'ana@example.com', name: 'Ana' },
};
const holding = (permissions: Permission[]): UserEvent => ({
  type: 'user.permissions_changed.v1',
  data: { userId: 'u1', isAdmin: true, permissions },
});
const boss = { userId: 'boss', isAdmin: true, permissions: [...PERMISSIONS] };
const administer = (changes: Partial<AdministerCommand>): AdministerCommand => ({
  type: 'administer',
  actor: boss,
  otherFullAdministrators: 1,
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
    spec
      .given(registered)
      .when(
        administer({
          name: 'Ana María',
          premium: { until },
          isAdmin: true,
          permissions: ['promocodes', 'promocodes'],
          hasStat: true,
        }),
      )
      .thenDecides([
        {
          type: 'user.profile_changed.v1',
          data: { userId: 'u1', name: 'Ana María', phone: null, contactTypes: ['email'] },
        },
        { type: 'user.premium_granted.v1', data: { userId: 'u1', until: until.toISOString(), promocode: null } },
        { type: 'user.permissions_changed.v1', data: { userId: 'u1', isAdmin: true, permissions: ['promocodes'] } },
        { type: 'user.statistics_access_changed.v1', data: { userId: 'u1', hasStat: true } },
      ]);
    spec.given(registered).when(administer({})).thenNothing();
  });

  it('takes premium away, and an account that is not an administrator holds no permission', () => {
    const premium: UserEvent = {
      type: 'user.premium_granted.v1',
      data: { userId: 'u1', until: null, promocode: null },
    };
    spec
      .given(registered, premium)
      .when(administer({}))
      .thenDecides([{ type: 'user.premium_revoked.v1', data: { userId: 'u1' } }]);
    spec
      .given(registered, holding(['types']))
      .when(administer({ permissions: ['types'] }))
      .thenDecides([{ type: 'user.permissions_changed.v1', data: { userId: 'u1', isAdmin: false, permissions: [] } }]);
  });

  it('refuses any change to their own permissions or administrator flag, and allows the rest', () => {
    const self = { userId: 'u1', isAdmin: true, permissions: ['users', 'types'] as Permission[] };
    const given = spec.given(registered, holding(['users', 'types']));
    given
      .when(administer({ actor: self, isAdmin: true, permissions: ['users'] }))
      .thenRefuses('forbidden', 'No podés cambiar tus propios permisos ni tu rol de administrador.');
    given
      .when(administer({ actor: self, isAdmin: true, permissions: ['users', 'types', 'extras'] }))
      .thenRefuses('forbidden');
    given.when(administer({ actor: self, isAdmin: false, permissions: [] })).thenRefuses('forbidden');
    given.when(administer({ actor: self, name: 'Ana B', isAdmin: true, permissions: ['types', 'users'] })).thenDecides([
      {
        type: 'user.profile_changed.v1',
        data: { userId: 'u1', name: 'Ana B', phone: null, contactTypes: ['email'] },
      },
    ]);
  });

  it('grants and removes only permissions the acting administrator holds', () => {
    const usersOnly = { userId: 'boss', isAdmin: true, permissions: ['users'] as Permission[] };
    spec
      .given(registered)
      .when(administer({ actor: usersOnly, isAdmin: true, permissions: ['users', 'types'] }))
      .thenRefuses('forbidden', 'Solo podés otorgar o quitar los permisos que tenés.');
    spec
      .given(registered)
      .when(administer({ actor: usersOnly, isAdmin: true, permissions: ['users'] }))
      .thenDecides([
        { type: 'user.permissions_changed.v1', data: { userId: 'u1', isAdmin: true, permissions: ['users'] } },
      ]);
  });

  it('leaves alone an administrator holding a permission the acting one lacks', () => {
    const usersOnly = { userId: 'boss', isAdmin: true, permissions: ['users'] as Permission[] };
    spec
      .given(registered, holding(['users', 'types']))
      .when(administer({ actor: usersOnly, isAdmin: false, permissions: [] }))
      .thenRefuses(
        'forbidden',
        'No podés cambiar los permisos de un administrador que tiene permisos que vos no tenés.',
      );
    spec
      .given(registered, holding(['users', 'types']))
      .when({ type: 'delete', actor: usersOnly, otherFullAdministrators: 1 })
      .thenRefuses('forbidden', 'No podés eliminar a un administrador que tiene permisos que vos no tenés.');
  });

  it('keeps the last administrator holding every permission, and lets one go while another remains', () => {
    const full = holding([...PERMISSIONS]);
    spec
      .given(registered, full)
      .when(administer({ otherFullAdministrators: 0, isAdmin: true, permissions: ['users'] }))
      .thenRefuses('validation', 'Tiene que quedar al menos un administrador con todos los permisos.');
    spec
      .given(registered, full)
      .when({ type: 'delete', otherFullAdministrators: 0 })
      .thenRefuses('validation', 'Tiene que quedar al menos un administrador con todos los permisos.');
    spec
      .given(registered, full)
      .when(administer({ otherFullAdministrators: 1 }))
      .thenDecides([{ type: 'user.permissions_changed.v1', data: { userId: 'u1', isAdmin: false, permissions: [] } }]);
  });

  it('refuses an administrator deleting their own account; deletes another', () => {
    spec
      .given(registered)
      .when({ type: 'delete', actor: { ...boss, userId: 'u1' }, otherFullAdministrators: 1 })
      .thenRefuses('validation', 'No podés eliminar tu propia cuenta.');
    spec
      .given(registered)
      .when({ type: 'delete', actor: boss, otherFullAdministrators: 1 })
      .thenDecides([{ type: 'user.deleted.v1', data: { userId: 'u1' } }]);
  });
});
