import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { bearer, startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';

let world: TestPlatform;
let typesAdmin: string;

beforeAll(async () => {
  world = await startTestPlatform();
  typesAdmin = await world.tokenFor({ permissions: ['types'] });
});
afterAll(() => world.stop());

describe('HTTP errors a client can read', () => {
  it('answers an unknown API path with a JSON 404 in Spanish', async () => {
    const response = await world.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No se encontró la información que buscaba.', errors: {} });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/admin/type',
      headers: { ...bearer(typesAdmin), 'content-type': 'application/json' },
      payload: '{"slug": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El contenido enviado no tiene un formato válido.');
  });

  it('answers a body over the limit with 413 and the upload message', async () => {
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/admin/type',
      headers: { ...bearer(typesAdmin), 'content-type': 'application/json' },
      payload: JSON.stringify({ slug: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('El archivo que intenta subir es demasiado grande.');
  });

  it('tags every answer with a request id of its own and keeps API answers out of caches', async () => {
    const response = await world.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ status: 'ok', database: true });
  });

  it('records its own request id as the correlation id of the facts, never the one a client sends', async () => {
    const email = `correlacion-${Date.now()}@example.com`;
    const signup = await world.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, name: 'Ana Gómez' },
      headers: { 'x-request-id': 'elegido-por-el-cliente' },
    });
    expect(signup.statusCode).toBe(200);
    const [registered] = await world.platform.store.readStream(`user-${signup.json().user.id}`);
    expect(registered?.metadata.correlationId).toBe(signup.headers['x-request-id']);
    expect(registered?.metadata.correlationId).not.toBe('elegido-por-el-cliente');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const response = await world.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/configuration', '/api/admin/type/{id}']));
  });

  it('refuses to start a route that does not say who may call it', async () => {
    const app = await buildApp(world.platform);
    expect(() => app.get('/api/unguarded', { schema: { response: { 200: z.object({}) } } }, async () => ({}))).toThrow(
      /does not declare its access/,
    );
    await app.close();
  });
});
