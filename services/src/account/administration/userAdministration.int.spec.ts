// The users screen against a real platform: list filters and search, the form's changes as
// events carrying the acting administrator, and the permission rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestPlatform, type TestAccount, type TestPlatform } from '../../testing/testPlatform.ts';
import { listUsers } from './userListQuery.ts';

let world: TestPlatform;
let boss: TestAccount;

beforeAll(async () => {
  world = await startTestPlatform();
  boss = await world.accountFor({ permissions: ['users', 'promocodes'] });
});
afterAll(() => world.stop());

const get = (url: string, token = boss.token) => world.app.inject({ method: 'GET', url, headers: bearer(token) });
const put = (id: string, payload: object, token = boss.token) =>
  world.app.inject({ method: 'PUT', url: `/api/admin/user/${id}`, payload, headers: bearer(token) });
const form = {
  name: 'Persona de prueba',
  is_premium: false,
  premium_until: null,
  is_admin: false,
  permissions: [],
  has_stat: false,
};

async function named(name: string, rights: Parameters<TestPlatform['accountFor']>[0] = {}) {
  const account = await world.accountFor(rights);
  expect((await put(account.userId, { ...form, ...currentRights(rights), name })).statusCode).toBe(200);
  return account;
}

function currentRights(rights: Parameters<TestPlatform['accountFor']>[0] = {}) {
  return {
    is_premium: rights.premium ?? false,
    is_admin: Boolean(rights.permissions),
    permissions: rights.permissions ?? [],
  };
}

describe('the users list', () => {
  it('searches by name or e-mail, filters by premium and administrator, pages 20 at a time newest first', async () => {
    const premium = await named('Zulema Premium Buscada', { premium: true });
    const plain = await named('Zulema Común Buscada');
    const both = await get('/api/admin/user?search=zulema');
    expect(both.statusCode).toBe(200);
    expect(both.json().data.map((row: { id: string }) => row.id)).toEqual([plain.userId, premium.userId]);
    const premiumOnly = await get('/api/admin/user?search=zulema&is_premium=1');
    expect(premiumOnly.json()).toMatchObject({
      total: 1,
      total_exact: true,
      data: [{ id: premium.userId, is_premium: true }],
    });
    const notPremium = await get('/api/admin/user?search=zulema&is_premium=0');
    expect(notPremium.json().data.map((row: { id: string }) => row.id)).toEqual([plain.userId]);
    const byMail = await get(`/api/admin/user?search=${premium.email.slice(0, 12)}`);
    expect(byMail.json().data[0].id).toBe(premium.userId);
    const admins = await get('/api/admin/user?is_admin=1');
    expect(admins.json().data.map((row: { id: string }) => row.id)).toContain(boss.userId);
    expect(admins.json().data.every((row: { is_admin: boolean }) => row.is_admin)).toBe(true);

    for (let index = 0; index < 21; index += 1) await world.accountFor();
    const first = (await get('/api/admin/user')).json();
    expect(first.data).toHaveLength(20);
    expect(first.last_page).toBeGreaterThanOrEqual(2);
    const created = first.data.map((row: { created_at: string }) => row.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const publishing = (await get('/api/admin/user?has_publications=1')).json();
    expect(publishing.total).toBe(0);
    expect((await get('/api/admin/user?is_premium=maybe')).statusCode).toBe(422);
  });

  it('counts the total up to a window past the page, then says there are more', async () => {
    for (let index = 0; index < 4; index += 1) await named(`Ventana ${index}`);
    const order = { orderBy: 'created_at', orderMethod: 'desc', search: 'ventana' } as const;
    const now = world.clock.now();
    const exact = await listUsers(world.platform.db, order, { page: 1, take: 2 }, now, 4);
    expect(exact).toMatchObject({ total: 4, total_exact: true });
    const capped = await listUsers(world.platform.db, order, { page: 1, take: 2 }, now, 3);
    expect(capped).toMatchObject({ total: 3, total_exact: false });
    expect(capped.rows.map((row) => row.name)).toEqual(['Ventana 3', 'Ventana 2']);
    // The window starts at the page: the second page sees the end, so its total is exact again.
    expect(await listUsers(world.platform.db, order, { page: 2, take: 2 }, now, 3)).toMatchObject({
      total: 4,
      total_exact: true,
    });
  });

  it('offers its three filters, each Sí / No / No filtrar, and a short pick list of premium users', async () => {
    const filters = (await get('/api/admin/user/filters')).json();
    expect(filters.map((filter: { title: string }) => filter.title)).toEqual([
      'Premium',
      'Administrador',
      'Con publicaciones',
    ]);
    expect(filters[0].options.map((option: { label: string }) => option.label)).toEqual(['Sí', 'No', 'No filtrar']);
    const premium = await named('Pick Premium', { premium: true });
    const list = (await get('/api/admin/user/list?is_premium=1&orderBy=name')).json();
    expect(list.map((row: { id: string }) => row.id)).toContain(premium.userId);
    expect(list.every((row: { id: string }) => row.id !== boss.userId)).toBe(true);
  });
});

describe('the user form', () => {
  it('renames, grants premium until a date, makes administrator with permissions: each an event by the acting administrator', async () => {
    const member = await world.accountFor();
    const until = '2030-01-31T03:00:00.000Z';
    const response = await put(member.userId, {
      name: 'Nombre Cambiado',
      is_premium: true,
      premium_until: until,
      is_admin: true,
      permissions: ['promocodes'],
      has_stat: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Usuario actualizado correctamente.',
      data: {
        name: 'Nombre Cambiado',
        is_premium: true,
        premium_until: until,
        permissions: ['promocodes'],
        has_stat: true,
      },
    });
    const history = await world.platform.store.readStream(`user-${member.userId}`);
    const changes = history.filter((event) => event.metadata.userId === boss.userId).map((event) => event.type);
    expect(changes).toEqual([
      'user.profile_changed.v1',
      'user.premium_granted.v1',
      'user.permissions_changed.v1',
      'user.statistics_access_changed.v1',
    ]);
    // The new permission works at once.
    expect((await get('/api/admin/promocode', member.token)).statusCode).toBe(200);
    expect((await get('/api/admin/user', member.token)).statusCode).toBe(403);

    const revoked = await put(member.userId, { ...form, name: 'Nombre Cambiado' });
    expect(revoked.json().data).toMatchObject({ is_premium: false, is_admin: false, permissions: [] });
    expect((await get('/api/admin/promocode', member.token)).statusCode).toBe(403);
  });

  it('shows the name rule on the form and changes nothing', async () => {
    const member = await world.accountFor();
    const response = await put(member.userId, { ...form, name: 'AB' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toEqual(['Este campo debe tener al menos 3 caracteres']);
    expect(await world.platform.store.readStream(`user-${member.userId}`)).toHaveLength(3);
    expect((await put('00000000-0000-4000-8000-000000000000', form)).statusCode).toBe(404);
  });

  it('keeps an administrator from changing their own permissions or deleting themselves', async () => {
    const own = await put(boss.userId, { ...form, is_admin: true, permissions: ['promocodes'] });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('No podés cambiar tus propios permisos ni tu rol de administrador.');
    const self = await world.app.inject({
      method: 'DELETE',
      url: `/api/admin/user/${boss.userId}`,
      headers: bearer(boss.token),
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe('No podés eliminar tu propia cuenta.');
    expect((await get('/api/user')).statusCode).toBe(200);
  });
});
