// Every account route against every role it must turn away (SPEC.md section 6), and every call of
// the contracts' endpoint table answered by the server.

import type { Permission } from '@app/contracts';
import { accountEndpoints } from '@app/contracts/account/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Required = 'user' | 'verified' | 'premium' | Permission;

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const ROUTES: readonly [Method, string, Required][] = [
  ['POST', '/api/auth/logout', 'user'],
  ['POST', '/api/auth/verify/send', 'user'],
  ['POST', '/api/auth/verify/check', 'user'],
  ['GET', '/api/user', 'user'],
  ['POST', '/api/user', 'user'],
  ['POST', '/api/user/slug', 'premium'],
  ['POST', '/api/user/notificationTypes', 'user'],
  ['POST', '/api/user/push/subscribe', 'user'],
  ['POST', '/api/user/accounts', 'user'],
  ['POST', '/api/premium', 'verified'],
  ['POST', `/api/admin/user/${SOME_ID}/impersonate`, 'users'],
  ['GET', '/api/admin/promocode', 'promocodes'],
  ['POST', '/api/admin/promocode', 'promocodes'],
  ['GET', `/api/admin/promocode/${SOME_ID}`, 'promocodes'],
  ['PUT', `/api/admin/promocode/${SOME_ID}`, 'promocodes'],
  ['DELETE', `/api/admin/promocode/${SOME_ID}`, 'promocodes'],
  ['GET', `/api/admin/promocode/${SOME_ID}/usages`, 'promocodes'],
];

let world: TestPlatform;
let member: string;
let premium: string;
let otherAdministrator: string;

beforeAll(async () => {
  world = await startTestPlatform();
  member = await world.tokenFor();
  premium = await world.tokenFor({ premium: true });
  otherAdministrator = await world.tokenFor({ premium: true, permissions: ['types', 'categories', 'extras'] });
});
afterAll(() => world.stop());

const call = (method: Method, url: string, token?: string) =>
  world.app.inject({ method, url, headers: token ? bearer(token) : {} });

describe('who may call the account routes', () => {
  it.each(ROUTES.filter(([, , required]) => required === 'verified'))(
    '%s %s turns away accounts whose e-mail is not verified with 403',
    async (method, url) => {
      const unverified = await world.tokenFor({ verified: false });
      const response = await call(method, url, unverified);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Debes tener un email verificado');
    },
  );

  it.each(ROUTES)('%s %s turns away visitors with 401', async (method, url) => {
    const response = await call(method, url);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Necesitas estar logueado.');
  });

  it.each(ROUTES.filter(([, , required]) => required === 'premium'))(
    '%s %s turns away non-premium users with 403',
    async (method, url) => {
      const response = await call(method, url, member);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Debes ser un usuario premium.');
    },
  );

  it.each(ROUTES.filter(([, , required]) => !['user', 'verified', 'premium'].includes(required)))(
    '%s %s turns away users and administrators without its permission with 403',
    async (method, url) => {
      for (const token of [premium, otherAdministrator]) {
        const response = await call(method, url, token);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('No tienes los permisos suficientes.');
      }
    },
  );

  it('answers every call of the endpoint table (none is missing)', async () => {
    for (const endpoint of Object.values(accountEndpoints)) {
      const url = `/api${endpoint.path.replace(/:[a-z]+/g, (name) => (name === ':provider' ? 'google' : SOME_ID))}`;
      const response = await call(endpoint.method, url);
      expect([200, 401, 422], `${endpoint.method} ${url}`).toContain(response.statusCode);
    }
  });
});
