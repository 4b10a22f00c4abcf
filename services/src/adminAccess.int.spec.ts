// Every /api/admin route against every platform permission (SPEC.md section 6): each permission
// alone opens exactly its routes, an administrator without permissions opens none, and the table
// below lists every admin route the API serves.
import { PERMISSIONS, type Permission } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestPlatform, type TestPlatform } from './testing/testPlatform.ts';

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
