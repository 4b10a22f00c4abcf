import type { Permission, UserEvent } from '@app/contracts';
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

  it('refuses an administrator removing their own users permission', () => {
    const own = administer({ actorId: 'u1', isAdmin: true, permissions: ['types'] });
    spec
      .given(registered, holding(['users', 'types']))
      .when(own)
      .thenRefuses('validation', 'No podés quitarte el permiso de usuarios.');
    const notAdminAnyMore = administer({ actorId: 'u1', isAdmin: false, permissions: ['users'] });
    spec
      .given(registered, holding(['users']))
      .when(notAdminAnyMore)
      .thenRefuses('validation');
    const keepsIt = administer({ actorId: 'u1', isAdmin: true, permissions: ['users'] });
    spec
      .given(registered, holding(['users', 'types']))
      .when(keepsIt)
      .thenDecides([
        { type: 'user.permissions_changed.v1', data: { userId: 'u1', isAdmin: true, permissions: ['users'] } },
      ]);
  });

  it('keeps users with its last holder, and lets it go while another holds it', () => {
    spec
      .given(registered, holding(['users']))
      .when(administer({ otherUsersHolders: 0 }))
      .thenRefuses('validation', 'Tiene que quedar al menos un administrador con el permiso de usuarios.');
    spec
      .given(registered, holding(['users']))
      .when(administer({ otherUsersHolders: 1 }))
      .thenDecides([{ type: 'user.permissions_changed.v1', data: { userId: 'u1', isAdmin: false, permissions: [] } }]);
  });

  it('refuses an administrator deleting their own account; deletes another', () => {
    spec
      .given(registered)
      .when({ type: 'delete', actorId: 'u1' })
      .thenRefuses('validation', 'No podés eliminar tu propia cuenta.');
    spec
      .given(registered)
      .when({ type: 'delete', actorId: 'boss' })
      .thenDecides([{ type: 'user.deleted.v1', data: { userId: 'u1' } }]);
  });
});
