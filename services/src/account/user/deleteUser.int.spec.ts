import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../commands/commandContext.ts';
import { fromNewClientAddress } from '../../testing/clientAddresses.ts';
import { bearer, startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';
import { deleteUser } from './deleteUser.ts';

let world: TestPlatform;

beforeAll(async () => {
  world = await startTestPlatform();
});
afterAll(() => world.stop());

describe('deleting an account', () => {
  it('ends its sessions and frees its e-mail and catalogue link', async () => {
    const account = await world.accountFor({ premium: true });
    const slug = await world.app.inject({
      method: 'POST',
      url: '/api/user/slug',
      payload: { slug: 'tienda-borrada' },
      headers: bearer(account.token),
    });
    expect(slug.statusCode).toBe(200);

    await deleteUser(world.platform, account.userId, systemContext(world.clock.now()));

    const me = await world.app.inject({ method: 'GET', url: '/api/user', headers: bearer(account.token) });
    expect(me.statusCode).toBe(401);
    const check = await world.app.inject({ method: 'POST', url: '/api/auth/check', payload: { email: account.email } });
    expect(check.json()).toEqual({ exists: false });
    const signup = await world.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: account.email, name: 'Nueva Persona' },
      ...fromNewClientAddress(),
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.json().user.id).not.toBe(account.userId);
    const other = await world.tokenFor({ premium: true });
    const reused = await world.app.inject({
      method: 'POST',
      url: '/api/user/slug',
      payload: { slug: 'tienda-borrada' },
      headers: bearer(other),
    });
    expect(reused.json().slug).toBe('tienda-borrada');
    const deleted = await world.platform.db
      .selectFrom('users')
      .select('deleted_at')
      .where('id', '=', account.userId)
      .executeTakeFirstOrThrow();
    expect(deleted.deleted_at).toBeInstanceOf(Date);
  });
});
