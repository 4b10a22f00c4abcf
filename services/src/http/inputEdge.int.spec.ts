// The edge every request passes (textRule.ts, errorHandler.ts, multipartForm.ts): texts PostgreSQL
// or UTF-8 cannot hold, texts without end, bodies that are not what they claim and addresses too
// long are refused with a Spanish 4xx in the usual shape, and nothing is recorded.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyPng } from '../testing/images.ts';
import { multipartBody } from '../testing/multipart.ts';
import { bearer, startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';

const UNSAFE = 'El texto contiene caracteres no permitidos.';
const MALFORMED = 'El contenido enviado no tiene un formato válido.';

let world: TestPlatform;
let user: string;
let promocodeAdmin: string;

beforeAll(async () => {
  // Building 66 MB of form in this process stalls its event loop: the overload guard would answer
  // the next requests 503, which is not what these cases are about.
  world = await startTestPlatform({ MAX_EVENT_LOOP_DELAY_MS: '0' });
  user = await world.tokenFor();
  promocodeAdmin = await world.tokenFor({ permissions: ['promocodes'] });
});
afterAll(() => world.stop());

async function logHead(): Promise<string> {
  const head = await world.platform.store.headCheckpoint();
  return JSON.stringify(head, (_, value) => (typeof value === 'bigint' ? String(value) : value));
}

const post = (url: string, payload: unknown, token = user) =>
  world.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { ...bearer(token), 'content-type': 'application/json' },
  });

describe('texts PostgreSQL or UTF-8 cannot hold', () => {
  it.each([
    ['a NUL in a path parameter', '/api/user/%00', 'slug'],
    ['a NUL in the query', '/api/account/search?search=a%00b', 'search'],
  ])('refuses %s with 422 at its field', async (_, url, field) => {
    const response = await world.app.inject({ method: 'GET', url, headers: bearer(user) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: UNSAFE, errors: { [field]: [UNSAFE] } });
  });

  it.each([
    ['a NUL', { token: 'a\u0000b' }, 'token'],
    ['a lone surrogate', { token: 'x\ud800y' }, 'token'],
    ['a NUL in a key', { token: 'ok', extra: { 'a\u0000': 1 } }, 'extra'],
  ])('refuses %s in a JSON body with 422 and records nothing', async (_, body, field) => {
    const before = await logHead();
    const response = await post('/api/user/push/subscribe', body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: UNSAFE, errors: { [field]: [UNSAFE] } });
    expect(await logHead()).toBe(before);
  });

  it('refuses a NUL in a multipart field', async () => {
    const { payload, headers } = await multipartBody({
      _method: 'PUT',
      name: 'Ana\u0000María',
      contact_types: ['email'],
    });
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/user',
      payload,
      headers: { ...headers, ...bearer(user) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: UNSAFE, errors: { name: [UNSAFE] } });
  });
});

describe('texts without end', () => {
  it('refuses a push token of a million characters, and of one more than its maximum', async () => {
    const before = await logHead();
    const huge = await post('/api/user/push/subscribe', { token: 'x'.repeat(1_000_000) });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors.token).toEqual(['Este campo debe tener 10000 caracteres como máximo']);
    const over = await post('/api/user/push/subscribe', { token: 'x'.repeat(4_097) });
    expect(over.json()).toEqual({
      message: 'Este campo debe tener 4096 caracteres como máximo',
      errors: { token: ['Este campo debe tener 4096 caracteres como máximo'] },
    });
    expect(await logHead()).toBe(before);
    expect((await post('/api/user/push/subscribe', { token: 'x'.repeat(4_096) })).statusCode).toBe(200);
  });

  it('answers 413 in Spanish for files that together pass the request limit, each under its own', async () => {
    const seller = await world.tokenFor({ premium: true });
    const file = { bytes: randomBytes(11 * 1024 * 1024), filename: 'foto.jpg', type: 'image/jpeg' };
    const send = async (count: number) => {
      const files = Object.fromEntries(Array.from({ length: count }, (_, index) => [`medias[${index}]`, file]));
      const { payload, headers } = await multipartBody({ data: '{}' }, files);
      const url = '/api/account/publication';
      return world.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(seller) } });
    };
    const before = await logHead();
    // 55 MB arrive whole (the form is then refused for its fields); 66 MB do not.
    expect((await send(5)).statusCode).toBe(422);
    const response = await send(6);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'El archivo que intenta subir es demasiado grande.', errors: {} });
    expect(await logHead()).toBe(before);
  });

  it('lets a route that declares a longer text take it: a group logo as a data URL past 10,000 characters', async () => {
    const logo = `data:image/png;base64,${(await noisyPng(120, 120)).toString('base64')}`;
    expect(logo.length).toBeGreaterThan(10_000);
    const response = await post(
      '/api/account/group',
      { name: 'Grupo con logo', logo },
      await world.tokenFor({ premium: true }),
    );
    expect(response.statusCode).toBe(201);
    const refused = await post('/api/user/push/subscribe', { token: logo });
    expect(refused.statusCode).toBe(422);
  });

  it('answers a path parameter too long for the router with 414 in Spanish', async () => {
    const response = await world.app.inject({ method: 'GET', url: `/api/search/${'x'.repeat(150)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'La dirección solicitada es demasiado larga.', errors: {} });
  });
});

describe('over a real connection', () => {
  let baseUrl: string;
  beforeAll(async () => {
    await world.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`;
  });

  it('answers an address past what Node reads with 431 in Spanish', async () => {
    const response = await fetch(`${baseUrl}/api/configuration?q=${'x'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ message: 'La dirección solicitada es demasiado larga.', errors: {} });
  });

  it('answers a multipart body cut short with 400 in Spanish', async () => {
    const response = await fetch(`${baseUrl}/api/user`, {
      method: 'POST',
      headers: { ...bearer(user), 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\ncontent-disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nbytes',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: MALFORMED, errors: {} });
  });
});

describe('bodies that are not what they claim', () => {
  it.each([
    ['no boundary', 'multipart/form-data', 'a=b'],
    [
      'a body cut short',
      'multipart/form-data; boundary=x',
      '--x\r\ncontent-disposition: form-data; name="name"\r\n\r\nAna',
    ],
    ['no parts at all', 'multipart/form-data; boundary=x', 'nada'],
  ])('answers a multipart body with %s with 400', async (_, contentType, payload) => {
    const headers = { ...bearer(user), 'content-type': contentType };
    const response = await world.app.inject({ method: 'POST', url: '/api/user', payload, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MALFORMED, errors: {} });
  });

  it.each([
    ['null', 'application/json', 'Este campo es obligatorio'],
    ['[]', 'application/json', 'El valor ingresado no es válido'],
    ['123', 'application/json', 'El valor ingresado no es válido'],
    ['código', 'text/plain', 'El valor ingresado no es válido'],
  ])('refuses the promocode body %s (%s) with 422', async (payload, contentType, message) => {
    const headers = { ...bearer(promocodeAdmin), 'content-type': contentType };
    const response = await world.app.inject({ method: 'POST', url: '/api/admin/promocode', payload, headers });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors: { _: [message] } });
  });
});
