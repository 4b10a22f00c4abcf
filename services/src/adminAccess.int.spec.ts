// Every /api/admin route against every platform permission (SPEC.md section 6): each permission
// alone opens exactly its routes, an administrator without permissions opens none, and the table
// below lists every admin route the API serves. Then the escalation cases: no administrator can
// raise their own powers or reach one who holds more.
import { PERMISSIONS, type Permission } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  bearer,
  startTestPlatform,
  type TestAccount,
  type TestPlatform,
} from './testing/testPlatform.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ID = '00000000-0000-4000-8000-000000000000';
const ANY: readonly Permission[] = PERMISSIONS;

/** [method, path as registered, permissions that open it]. */
const ADMIN_ROUTES: readonly [Method, string, readonly Permission[]][] = [
  ['GET', '/api/admin/user', ['users']],
  ['GET', '/api/admin/user/filters', ['users']],
  ['GET', '/api/admin/user/list', ['users']],
  ['GET', '/api/admin/user/:id', ['users']],
  ['PUT', '/api/admin/user/:id', ['users']],
  ['DELETE', '/api/admin/user/:id', ['users']],
  ['POST', '/api/admin/user/:id/impersonate', ['users']],
  ['GET', '/api/admin/search', ['searches']],
  ['GET', '/api/admin/group', ['groups']],
  ['GET', '/api/admin/group/:id', ['groups']],
  ['PUT', '/api/admin/group/:id', ['groups']],
  ['DELETE', '/api/admin/group/:id', ['groups']],
  ['GET', '/api/admin/promocode', ['promocodes']],
  ['POST', '/api/admin/promocode', ['promocodes']],
  ['GET', '/api/admin/promocode/:id', ['promocodes']],
  ['PUT', '/api/admin/promocode/:id', ['promocodes']],
  ['DELETE', '/api/admin/promocode/:id', ['promocodes']],
  ['GET', '/api/admin/promocode/:id/usages', ['promocodes']],
  ['GET', '/api/admin/type', ['types']],
  ['POST', '/api/admin/type', ['types']],
  ['GET', '/api/admin/type/:id', ['types']],
  ['PUT', '/api/admin/type/:id', ['types']],
  ['DELETE', '/api/admin/type/:id', ['types']],
  ['GET', '/api/admin/category', ['categories']],
  ['POST', '/api/admin/category', ['categories']],
  ['GET', '/api/admin/category/:id', ['categories']],
  ['PUT', '/api/admin/category/:id', ['categories']],
  ['DELETE', '/api/admin/category/:id', ['categories']],
  ['GET', '/api/admin/extra', ['extras']],
  ['GET', '/api/admin/extra/list', ['extras', 'types']],
  ['POST', '/api/admin/extra', ['extras']],
  ['GET', '/api/admin/extra/:id', ['extras']],
  ['PUT', '/api/admin/extra/:id', ['extras']],
  ['DELETE', '/api/admin/extra/:id', ['extras']],
  ['GET', '/api/admin/microsite', ['microsites']],
  ['POST', '/api/admin/microsite', ['microsites']],
  ['GET', '/api/admin/microsite/:id', ['microsites']],
  ['POST', '/api/admin/microsite/:id', ['microsites']],
  ['DELETE', '/api/admin/microsite/:id', ['microsites']],
  ['GET', '/api/admin/microsite/:id/user', ['microsites']],
  ['POST', '/api/admin/microsite/:id/user', ['microsites']],
  ['PUT', '/api/admin/microsite/:id/user/:userId', ['microsites']],
  ['DELETE', '/api/admin/microsite/:id/user/:userId', ['microsites']],
  ['GET', '/api/admin/microsite/:id/candidates', ['microsites']],
  ['GET', '/api/admin/audit', ANY],
];

let world: TestPlatform;
const tokens = new Map<Permission, string>();
let withoutPermissions: string;
let premium: string;

beforeAll(async () => {
  world = await startTestPlatform();
  for (const permission of PERMISSIONS) tokens.set(permission, await world.tokenFor({ permissions: [permission] }));
  withoutPermissions = await world.tokenFor({ permissions: [] });
  premium = await world.tokenFor({ premium: true });
});
afterAll(() => world.stop());

const call = (method: Method, path: string, token: string) =>
  world.app.inject({ method, url: path.replace(':id', ID).replace(':userId', ID), headers: bearer(token) });

describe('who may call the admin routes', () => {
  it('lists every admin route the API serves', async () => {
    // The OpenAPI document is generated from every registered route.
    await world.app.ready();
    const document = (world.app as unknown as { swagger(): { paths: Record<string, object> } }).swagger();
    const served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      );
    expect(served.sort()).toEqual(ADMIN_ROUTES.map(([method, path]) => `${method} ${path}`).sort());
  });

  it.each(PERMISSIONS)('%s alone opens exactly its routes', async (permission) => {
    const token = tokens.get(permission)!;
    for (const [method, path, opening] of ADMIN_ROUTES) {
      const response = await call(method, path, token);
      if (opening.includes(permission)) expect(response.statusCode, `${method} ${path}`).not.toBe(403);
      else expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
  });

  it('opens nothing to an administrator without permissions, a premium user or a visitor', async () => {
    for (const [method, path] of ADMIN_ROUTES) {
      for (const token of [withoutPermissions, premium]) {
        const response = await call(method, path, token);
        expect(response.statusCode, `${method} ${path}`).toBe(403);
        expect(response.json().message).toBe('No tienes los permisos suficientes.');
      }
      const visitor = await world.app.inject({ method, url: path.replace(':id', ID).replace(':userId', ID) });
      expect(visitor.statusCode, `${method} ${path}`).toBe(401);
    }
  });
});

// Least privilege among administrators (docs/decisions/admin-back-office.md): each attempt to
// raise one's own powers is refused with a Spanish message and leaves the event log as it was.
describe('no administrator can raise their own powers', () => {
  const FORM = { name: 'Persona de prueba', is_premium: false, premium_until: null, has_stat: false };
  const MESSAGES = {
    own: 'No podés cambiar tus propios permisos ni tu rol de administrador.',
    beyond: 'Solo podés otorgar o quitar los permisos que tenés.',
    strongerRights: 'No podés cambiar los permisos de un administrador que tiene permisos que vos no tenés.',
    strongerDeletion: 'No podés eliminar a un administrador que tiene permisos que vos no tenés.',
    strongerImpersonation: 'No podés ingresar como un administrador que tiene permisos que vos no tenés.',
    lastFull: 'Tiene que quedar al menos un administrador con todos los permisos.',
  };
  let usersOnly: TestAccount;
  let usersAndTypes: TestAccount;
  /** The only administrator holding every permission in this suite's database. */
  let root: TestAccount;
  /** The only one after the last-administrator spec. */
  let fullAdministrator: TestAccount;

  beforeAll(async () => {
    usersOnly = await world.accountFor({ permissions: ['users'] });
    usersAndTypes = await world.accountFor({ permissions: ['users', 'types'] });
    root = await world.accountFor({ permissions: ALL_PERMISSIONS });
  });

  const setRights = (target: TestAccount, actor: TestAccount, isAdmin: boolean, permissions: readonly Permission[]) =>
    world.app.inject({
      method: 'PUT',
      url: `/api/admin/user/${target.userId}`,
      payload: { ...FORM, is_admin: isAdmin, permissions },
      headers: bearer(actor.token),
    });
  const remove = (target: TestAccount, actor: TestAccount) =>
    world.app.inject({ method: 'DELETE', url: `/api/admin/user/${target.userId}`, headers: bearer(actor.token) });
  const impersonate = (target: TestAccount, actor: TestAccount) =>
    world.app.inject({
      method: 'POST',
      url: `/api/admin/user/${target.userId}/impersonate`,
      headers: bearer(actor.token),
    });

  async function expectRefusedWithoutEvent(attempt: Promise<Response>, status: number, message: string) {
    const before = await world.platform.store.headCheckpoint();
    const response = await attempt;
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await world.platform.store.headCheckpoint()).toEqual(before);
  }
  type Response = Awaited<ReturnType<typeof world.app.inject>>;

  it('refuses self-grant: an administrator changing their own permissions or administrator flag', async () => {
    await expectRefusedWithoutEvent(setRights(usersOnly, usersOnly, true, ALL_PERMISSIONS), 403, MESSAGES.own);
    await expectRefusedWithoutEvent(setRights(usersOnly, usersOnly, true, []), 403, MESSAGES.own);
    await expectRefusedWithoutEvent(setRights(usersOnly, usersOnly, false, []), 403, MESSAGES.own);
    expect((await call('GET', '/api/admin/type', usersOnly.token)).statusCode).toBe(403);
  });

  it('refuses a grant beyond the acting administrator’s own permissions, and allows one within them', async () => {
    const member = await world.accountFor();
    await expectRefusedWithoutEvent(setRights(member, usersOnly, true, ALL_PERMISSIONS), 403, MESSAGES.beyond);
    await expectRefusedWithoutEvent(setRights(member, usersOnly, true, ['types']), 403, MESSAGES.beyond);
    expect((await call('GET', '/api/admin/type', member.token)).statusCode).toBe(403);
    expect((await setRights(member, usersOnly, true, ['users'])).statusCode).toBe(200);
    expect((await setRights(member, usersOnly, false, [])).statusCode).toBe(200);
  });

  it('refuses demoting or editing the permissions of an administrator holding a permission the actor lacks', async () => {
    await expectRefusedWithoutEvent(setRights(usersAndTypes, usersOnly, false, []), 403, MESSAGES.strongerRights);
    await expectRefusedWithoutEvent(setRights(usersAndTypes, usersOnly, true, ['users']), 403, MESSAGES.strongerRights);
    await expectRefusedWithoutEvent(setRights(root, usersOnly, true, ['users']), 403, MESSAGES.strongerRights);
    expect((await call('GET', '/api/admin/type', usersAndTypes.token)).statusCode).toBe(200);
  });

  it('refuses deleting or impersonating an administrator holding a permission the actor lacks', async () => {
    await expectRefusedWithoutEvent(remove(root, usersOnly), 403, MESSAGES.strongerDeletion);
    await expectRefusedWithoutEvent(remove(usersAndTypes, usersOnly), 403, MESSAGES.strongerDeletion);
    await expectRefusedWithoutEvent(impersonate(root, usersOnly), 403, MESSAGES.strongerImpersonation);
    expect((await call('GET', '/api/admin/type', root.token)).statusCode).toBe(200);
  });

  it('keeps the last administrator holding every permission, then lets one go while another remains', async () => {
    await expectRefusedWithoutEvent(setRights(root, root, true, ['users']), 422, MESSAGES.lastFull);
    await expectRefusedWithoutEvent(remove(root, root), 422, MESSAGES.lastFull);
    const second = await world.accountFor({ permissions: ALL_PERMISSIONS });
    await expectRefusedWithoutEvent(setRights(root, root, true, ['users']), 403, MESSAGES.own);
    expect((await setRights(root, second, true, ['users'])).statusCode).toBe(200);
    await expectRefusedWithoutEvent(remove(second, second), 422, MESSAGES.lastFull);
    await expectRefusedWithoutEvent(remove(second, root), 403, MESSAGES.strongerDeletion);
    fullAdministrator = second;
  });

  it('keeps one of the last two full administrators when they demote each other at the same instant', async () => {
    const other = await world.accountFor({ permissions: ALL_PERMISSIONS });
    const answers = await Promise.all([
      setRights(other, fullAdministrator, true, ['users']),
      setRights(fullAdministrator, other, true, ['users']),
    ]);
    // The change that waited finds its actor demoted already, and the other out of their reach.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect(answers.find((answer) => answer.statusCode === 403)?.json().message).toBe(MESSAGES.strongerRights);
    const fullNow = await world.platform.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [other.userId, fullAdministrator.userId])
      .where(sql<boolean>`jsonb_array_length(permissions) = ${ALL_PERMISSIONS.length}`)
      .execute();
    expect(fullNow).toHaveLength(1);
  });
});
