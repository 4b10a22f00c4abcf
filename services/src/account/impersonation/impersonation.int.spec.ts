import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, bearer, startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';

let world: TestPlatform;

beforeAll(async () => {
  world = await startTestPlatform();
});
afterAll(() => world.stop());

const impersonate = (userId: string, token?: string) =>
  world.app.inject({
    method: 'POST',
    url: `/api/admin/user/${userId}/impersonate`,
    headers: token ? bearer(token) : {},
  });
const currentUser = (token: string) => world.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });

describe('impersonating a user', () => {
  it('gives an administrator with the users permission a session as that user, recorded as such', async () => {
    const administrator = await world.accountFor({ permissions: ['users'] });
    const member = await world.accountFor();
    const response = await impersonate(member.userId, administrator.token);
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect((await currentUser(token)).json()).toMatchObject({ id: member.userId, email: member.email });
    const session = await world.platform.db
      .selectFrom('sessions')
      .select(['user_id', 'method', 'impersonator_id'])
      .where('user_id', '=', member.userId)
      .where('method', '=', 'impersonation')
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ user_id: member.userId, method: 'impersonation', impersonator_id: administrator.userId });

    // Leaving the impersonated session leaves the administrator's own session open.
    await world.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect((await currentUser(token)).statusCode).toBe(401);
    expect((await currentUser(administrator.token)).statusCode).toBe(200);
  });

  it('refuses visitors, members, other permissions and unknown accounts', async () => {
    const member = await world.accountFor();
    expect((await impersonate(member.userId)).statusCode).toBe(401);
    expect((await impersonate(member.userId, await world.tokenFor({ premium: true }))).statusCode).toBe(403);
    expect((await impersonate(member.userId, await world.tokenFor({ permissions: ['types'] }))).statusCode).toBe(403);
    const administrator = await world.tokenFor({ permissions: ['users'] });
    expect((await impersonate('00000000-0000-4000-8000-000000000000', administrator)).statusCode).toBe(404);
  });

  it('never lets an administrator take on permissions they lack', async () => {
    const usersOnly = await world.tokenFor({ permissions: ['users'] });
    const everything = await world.accountFor({ permissions: ALL_PERMISSIONS });
    const response = await impersonate(everything.userId, usersOnly);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'No podés ingresar como un administrador que tiene permisos que vos no tenés.',
    );
    const fullAdministrator = await world.tokenFor({ permissions: ALL_PERMISSIONS });
    expect((await impersonate(everything.userId, fullAdministrator)).statusCode).toBe(200);
  });
});
