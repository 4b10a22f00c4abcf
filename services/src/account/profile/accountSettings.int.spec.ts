import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';

let world: TestPlatform;

beforeAll(async () => {
  world = await startTestPlatform();
});
afterAll(() => world.stop());

const post = (url: string, token: string, payload?: object) =>
  world.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: bearer(token) });

describe('the catalogue link (slug)', () => {
  it('is for premium users: lowercase words with hyphens, with its options', async () => {
    const member = await world.tokenFor();
    const refused = await post('/user/slug', member, { slug: 'mi-tienda' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Debes ser un usuario premium.');

    const premium = await world.tokenFor({ premium: true });
    const response = await post('/user/slug', premium, {
      slug: 'Tienda de Ñandú',
      include_groups: true,
      show_owners: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'tienda-de-nandu', config: ['include_groups', 'show_users'] });
  });

  it('belongs to one account at a time and is freed when its owner changes it', async () => {
    const first = await world.tokenFor({ premium: true });
    const second = await world.tokenFor({ premium: true });
    await post('/user/slug', first, { slug: 'casa-central' });
    const taken = await post('/user/slug', second, { slug: 'Casa Central' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['Este nombre de usuario no está disponible.'] });
    await post('/user/slug', first, { slug: 'casa-nueva' });
    expect((await post('/user/slug', second, { slug: 'casa-central' })).json().slug).toBe('casa-central');
  });

  it("refuses the application's own addresses and bad lengths", async () => {
    const premium = await world.tokenFor({ premium: true });
    expect((await post('/user/slug', premium, { slug: 'Dashboard' })).json().errors).toEqual({
      slug: ['Este nombre de usuario no está disponible.'],
    });
    expect((await post('/user/slug', premium, { slug: 'ab' })).json().errors).toEqual({
      slug: ['Este campo debe tener al menos 3 caracteres'],
    });
  });
});

describe('notifications', () => {
  it('keeps the notification types the user chooses among the configured ones', async () => {
    const token = await world.tokenFor();
    const chosen = await post('/user/notificationTypes', token, { notification_types: ['superlike', 'invitation'] });
    expect(chosen.json().notification_types).toEqual(['superlike', 'invitation']);
    const none = await post('/user/notificationTypes', token, { notification_types: [] });
    expect(none.json().notification_types).toEqual([]);
    const unknown = await post('/user/notificationTypes', token, { notification_types: ['spam'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'notification_types.0': ['El valor ingresado no es válido'] });
  });

  it("stores the push token under the main site's key and lists push among the channels", async () => {
    const token = await world.tokenFor();
    const first = await post('/user/push/subscribe', token, { token: 'token-del-navegador' });
    expect(first.json()).toMatchObject({
      notification_push_identifiers: { 'site-0': 'token-del-navegador' },
      notification_channels: ['push'],
    });
    const renewed = await post('/user/push/subscribe', token, { token: 'token-renovado' });
    expect(renewed.json()).toMatchObject({
      notification_push_identifiers: { 'site-0': 'token-renovado' },
      notification_channels: ['push'],
    });
    expect((await post('/user/push/subscribe', token, { token: '' })).statusCode).toBe(422);
  });
});

describe('interacting accounts', () => {
  it('is an empty list until shared searches and groups exist', async () => {
    const response = await post('/user/accounts', await world.tokenFor());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
