import { accountEndpoints } from '@app/contracts/account/endpoints';
import { useSpanishErrors } from '@app/contracts/spanishErrors';
import { describe, expect, it, vi } from 'vitest';
import { callEndpoint } from './endpointClient.ts';
import { ApiError } from './failures.ts';
import { createHttpClient } from './httpClient.ts';

// biome-ignore lint/correctness/useHookAtTopLevel: not a React hook, it installs zod's Spanish messages.
useSpanishErrors();

function fakeFetch(response: Response | Error) {
  return vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('HTTP client', () => {
  it('calls /api with cookies, no cache, Spanish, JSON and the bearer token', async () => {
    const fetch = fakeFetch(json({ exists: true }));
    const http = createHttpClient({ fetch, token: () => 'abc' });
    await expect(http({ method: 'POST', path: '/auth/check', json: { email: 'a@b.co' } })).resolves.toEqual({
      exists: true,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/check');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      cache: 'no-store',
      body: '{"email":"a@b.co"}',
    });
    const headers = new Headers(init?.headers);
    expect(headers.get('Accept-Language')).toBe('es');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer abc');
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = fakeFetch(new Response(null, { status: 204 }));
    await expect(
      createHttpClient({ fetch, token: () => null })({ method: 'POST', path: '/auth/logout' }),
    ).resolves.toBe(null);
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).has('Authorization')).toBe(false);
  });

  it('turns a network failure and an error status into ApiErrors', async () => {
    const offline = createHttpClient({ fetch: fakeFetch(new TypeError('Failed to fetch')), token: () => null });
    await expect(offline({ method: 'GET', path: '/user' })).rejects.toMatchObject({
      reaction: { message: 'Ocurrió un error con la petición.' },
    });
    const refused = createHttpClient({
      fetch: fakeFetch(json({ message: 'Código incorrecto.' }, 422)),
      token: () => null,
    });
    const error = await refused({ method: 'POST', path: '/auth/login' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).reaction).toEqual({ kind: 'error', message: 'Código incorrecto.' });
  });
});

describe('endpoint calls', () => {
  it('refuses an invalid body before sending it, worded per field', async () => {
    const fetch = fakeFetch(json({}));
    const http = createHttpClient({ fetch, token: () => null });
    const error = await callEndpoint(http, accountEndpoints.checkEmail, { body: { email: 'nope' } }).catch(
      (caught: unknown) => caught,
    );
    expect((error as ApiError).reaction).toMatchObject({
      fieldErrors: { email: 'No es una dirección de correo electrónico válida' },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the normalised body, fills path parameters and parses the answer', async () => {
    const fetch = fakeFetch(json({ token: 'xyz' }));
    const http = createHttpClient({ fetch, token: () => 'admin' });
    await expect(callEndpoint(http, accountEndpoints.impersonate, { params: { id: 'u 1' } })).resolves.toEqual({
      token: 'xyz',
    });
    expect(fetch.mock.calls[0]![0]).toBe('/api/admin/user/u%201/impersonate');

    const check = fakeFetch(json({ exists: false }));
    await callEndpoint(createHttpClient({ fetch: check, token: () => null }), accountEndpoints.checkEmail, {
      body: { email: ' Ana@Mail.COM ' },
    });
    expect(check.mock.calls[0]![1]?.body).toBe('{"email":"ana@mail.com"}');
  });

  it('sends multipart forms with the method override and the files', async () => {
    const fetch = fakeFetch(json({}));
    const http = createHttpClient({ fetch, token: () => 'abc' });
    const avatar = new Blob(['x'], { type: 'image/png' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await callEndpoint(http, accountEndpoints.updateProfile, {
      body: { name: 'Ana', phone: '+54 9 11 1234 5678', contact_types: ['email', 'whatsapp'] },
      files: { avatar },
    }).catch(() => undefined);
    const init = fetch.mock.calls[0]![1]!;
    const form = init.body as FormData;
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
    expect(form.get('_method')).toBe('PUT');
    expect(form.get('phone')).toBe('+5491112345678');
    expect(form.getAll('contact_types[]')).toEqual(['email', 'whatsapp']);
    expect(form.get('avatar')).toBeInstanceOf(Blob);
  });

  it('refuses an answer the contract does not describe', async () => {
    const http = createHttpClient({ fetch: fakeFetch(json({ exist: 'yes' })), token: () => null });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await callEndpoint(http, accountEndpoints.checkEmail, { body: { email: 'a@b.co' } }).catch(
      (caught: unknown) => caught,
    );
    expect((error as ApiError).failure).toEqual({ kind: 'unexpected-response' });
  });
});
