// The authorization matrix: every registered /api route × visitor, user, premium, another premium,
// an administrator with one unrelated permission and a full administrator. Each route has a row in
// authorizationMatrix.ts saying who SPEC.md section 6 lets in; the spec fails when a route has no
// row, when its declaration differs from its row, or when a role gets other than the row gives it.
// Calls the guard lets through carry a malformed JSON body (or, for reads, an unknown id): they
// stop at parsing or lookup, so the matrix changes nothing and stays fast.
import { randomUUID } from 'node:crypto';
import { PERMISSIONS, type Permission } from '@app/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { bearer, startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import type { Access } from './access.ts';
import { AUTHORIZATION_MATRIX, type Expected, ROLES, type Role, rowKey } from './authorizationMatrix.ts';
import type { DeclaredRoute } from './guards.ts';

let world: TestPlatform;
let app: FastifyInstance;
let routes: DeclaredRoute[];
const tokens = new Map<string, string>();

beforeAll(async () => {
  world = await startTestPlatform();
  const config = { ...world.platform.config, rateLimitPerMinute: 1_000_000 };
  app = await buildApp({ ...world.platform, config });
  await app.ready();
  routes = app.declaredRoutes.filter((route) => route.method !== 'HEAD');
  tokens.set('user', await world.tokenFor());
  tokens.set('premium', await world.tokenFor({ premium: true }));
  tokens.set('otherPremium', await world.tokenFor({ premium: true }));
  tokens.set('fullAdmin', await world.tokenFor({ permissions: [...PERMISSIONS] }));
  for (const permission of PERMISSIONS) tokens.set(permission, await world.tokenFor({ permissions: [permission] }));
});
afterAll(async () => {
  await app?.close();
  await world.stop();
});

const GUARD_MESSAGES = new Set([
  'Necesitas estar logueado.',
  'Debes ser un usuario premium.',
  'No tienes los permisos suficientes.',
  'Debes tener un email verificado',
]);

/** The administrator with one permission the route does not ask for. */
function unrelatedPermission(required: Access): Permission {
  const asked = required.kind === 'permission' ? required.permissions : [];
  return PERMISSIONS.find((permission) => !asked.includes(permission)) ?? PERMISSIONS[0];
}

function tokenOf(role: Role, required: Access): string | undefined {
  if (role === 'visitor') return undefined;
  if (role === 'adminWithOtherPermission') return tokens.get(unrelatedPermission(required));
  return tokens.get(role);
}

/** What SPEC.md section 6 gives each role, from the route's row. */
function expectedFor(row: Expected, role: Role): 'allowed' | { status: number; message: string } {
  const loggedIn = { status: 401, message: 'Necesitas estar logueado.' };
  if (row === 'visitor') return 'allowed';
  if (role === 'visitor') return loggedIn;
  if (row === 'user' || row === 'verified') return 'allowed';
  if (row === 'premium') {
    const premium = role === 'premium' || role === 'otherPremium';
    return premium ? 'allowed' : { status: 403, message: 'Debes ser un usuario premium.' };
  }
  return role === 'fullAdmin' ? 'allowed' : { status: 403, message: 'No tienes los permisos suficientes.' };
}

async function callAs(route: DeclaredRoute, role: Role): Promise<LightMyRequestResponse> {
  const url = route.url.replace(/:[A-Za-z]+/g, () => randomUUID());
  const token = tokenOf(role, route.access);
  const headers: Record<string, string> = token ? bearer(token) : {};
  if (route.method === 'GET') return app.inject({ method: 'GET', url, headers });
  const method = route.method as 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  return app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: '{' });
}

describe('the authorization matrix', () => {
  it('has a row for every registered route, and every row names a registered route', () => {
    const registered = routes.map((route) => rowKey(route.method, route.url));
    const missing = registered.filter((key) => !(key in AUTHORIZATION_MATRIX));
    expect(missing, 'routes without a row in authorizationMatrix.ts').toEqual([]);
    const stale = Object.keys(AUTHORIZATION_MATRIX).filter((key) => !registered.includes(key));
    expect(stale, 'rows of routes that no longer exist').toEqual([]);
  });

  it('finds every route declared as its row says', () => {
    const differing = routes.flatMap((route) => {
      const row = AUTHORIZATION_MATRIX[rowKey(route.method, route.url)];
      if (row === undefined) return [];
      const declared = route.access.kind === 'permission' ? route.access.permissions.join('|') : route.access.kind;
      const expected = typeof row === 'object' ? row.permission.join('|') : row;
      return declared === expected ? [] : [`${rowKey(route.method, route.url)}: declared ${declared}, row ${expected}`];
    });
    expect(differing).toEqual([]);
  });

  it('gives each role exactly what its row gives it, on every route', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const row = AUTHORIZATION_MATRIX[rowKey(route.method, route.url)];
      if (row === undefined) continue;
      const answers = await Promise.all(ROLES.map((role) => callAs(route, role)));
      ROLES.forEach((role, index) => {
        const answer = answers[index]!;
        // A route any permission opens has no unrelated permission: that administrator is let in.
        const opensToAnyAdmin = typeof row === 'object' && row.permission.length === PERMISSIONS.length;
        const expected =
          role === 'adminWithOtherPermission' && opensToAnyAdmin
            ? 'allowed'
            : expectedFor(typeof row === 'object' ? 'permission' : row, role);
        const json = String(answer.headers['content-type'] ?? '').includes('json');
        const message = json ? answer.json().message : undefined;
        const denied = answer.statusCode === 401 || (answer.statusCode === 403 && GUARD_MESSAGES.has(message));
        const ok =
          expected === 'allowed'
            ? !denied && answer.statusCode < 500
            : answer.statusCode === expected.status && message === expected.message;
        if (!ok) wrong.push(`${rowKey(route.method, route.url)} as ${role}: ${answer.statusCode} ${message ?? ''}`);
      });
    }
    expect(wrong).toEqual([]);
  });
});
