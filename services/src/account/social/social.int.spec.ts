import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromNewClientAddress } from '../../testing/clientAddresses.ts';
import { type LocalIdentityProvider, startLocalIdentityProvider } from '../../testing/localIdentityProvider.ts';
import { bearer, startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';

const GOOGLE = { issuer: 'https://accounts.google.com', audience: 'google-client-id.apps.googleusercontent.com' };
const APPLE = { issuer: 'https://appleid.apple.com', audience: 'ar.com.coincidir.web' };

let world: TestPlatform;
let google: LocalIdentityProvider;
let apple: LocalIdentityProvider;

beforeAll(async () => {
  google = await startLocalIdentityProvider();
  apple = await startLocalIdentityProvider();
  world = await startTestPlatform({
    GOOGLE_CLIENT_ID: GOOGLE.audience,
    GOOGLE_JWKS_URL: google.jwksUrl,
    APPLE_CLIENT_ID: APPLE.audience,
    APPLE_JWKS_URL: apple.jwksUrl,
  });
});
afterAll(async () => {
  await world.stop();
  await google.stop();
  await apple.stop();
});

const newEmail = () => `social-${randomUUID().slice(0, 8)}@example.com`;
const signIn = (provider: string, token: string, searches: string[] = []) =>
  world.app.inject({
    method: 'POST',
    url: `/api/auth/social/${provider}`,
    payload: { token, searches },
    ...fromNewClientAddress(),
  });
const LOGIN_FAILED = { message: 'Error en el login.', errors: {} };

describe('signing in with Google', () => {
  it('opens a verified account named as in Google, then signs the same account in again', async () => {
    const email = newEmail();
    const claims = { email, email_verified: true, name: 'Ana Gómez' };
    const first = await signIn('google', await google.sign(claims, GOOGLE));
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ email, name: 'Ana Gómez', email_verified: true });
    const again = await signIn('google', await google.sign(claims, GOOGLE));
    expect(again.json().user.id).toBe(first.json().user.id);
    const me = await world.app.inject({ method: 'GET', url: '/api/user', headers: bearer(again.json().token) });
    expect(me.json().email).toBe(email);
  });

  it('signs in an account opened by e-mail and verifies its address', async () => {
    const account = await world.accountFor({ verified: false });
    const token = await google.sign({ email: account.email, email_verified: true, name: 'Otro Nombre' }, GOOGLE);
    const response = await signIn('google', token);
    expect(response.json().user).toMatchObject({ id: account.userId, name: 'Persona de prueba', email_verified: true });
  });

  it('refuses a token for another audience, from another issuer, forged, or expired', async () => {
    const claims = { email: newEmail(), email_verified: true, name: 'Ana Gómez' };
    const tokens = [
      await google.sign(claims, { ...GOOGLE, audience: 'someone-elses-client' }),
      await google.sign(claims, { ...GOOGLE, issuer: 'https://accounts.evil.example' }),
      await google.sign(claims, { ...GOOGLE, signedBy: 'stranger' }),
      await google.sign(claims, { ...GOOGLE, expiresInSeconds: -120 }),
      await apple.sign(claims, GOOGLE),
      'not-a-token',
    ];
    for (const token of tokens) {
      const response = await signIn('google', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(LOGIN_FAILED);
    }
    const check = await world.app.inject({ method: 'POST', url: '/api/auth/check', payload: { email: claims.email } });
    expect(check.json()).toEqual({ exists: false });
  });

  it('refuses an address Google has not verified', async () => {
    const token = await google.sign({ email: newEmail(), email_verified: false, name: 'Ana Gómez' }, GOOGLE);
    expect((await signIn('google', token)).json()).toEqual(LOGIN_FAILED);
  });
});

describe('signing in with Apple', () => {
  it('accepts Apple tokens (name from the address, verified flag as text), claiming no unproven search', async () => {
    const email = newEmail();
    const search = randomUUID();
    const token = await apple.sign({ email, email_verified: 'true' }, APPLE);
    const response = await signIn('apple', token, [search]);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email, name: email.split('@')[0], email_verified: true });
    const history = await world.platform.store.readStream(`user-${response.json().user.id}`);
    expect(history.some((event) => event.type === 'user.guest_searches_claimed.v1')).toBe(false);
  });

  it('refuses a Google token at the Apple door', async () => {
    const token = await google.sign({ email: newEmail(), email_verified: true }, GOOGLE);
    expect((await signIn('apple', token)).statusCode).toBe(401);
  });
});

describe('providers', () => {
  let unconfigured: TestPlatform;
  beforeAll(async () => {
    unconfigured = await startTestPlatform();
  });
  afterAll(() => unconfigured.stop());

  it('knows only Google and Apple, and only when their client ids are configured', async () => {
    expect((await signIn('facebook', 'x')).statusCode).toBe(422);
    const response = await unconfigured.app.inject({
      method: 'POST',
      url: '/api/auth/social/google',
      payload: { token: await google.sign({ email: newEmail(), email_verified: true }, GOOGLE) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('El ingreso con esta cuenta no está habilitado.');
  });

  it("hands the client the configured providers' scripts and lets the page run them and their pop-ups", async () => {
    const configured = await world.app.inject({ method: 'GET', url: '/api/configuration' });
    expect(configured.json().social).toEqual({
      google_client_id: GOOGLE.audience,
      apple_client_id: APPLE.audience,
      google_script_url: 'https://accounts.google.com/gsi/client',
      apple_script_url: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/es_ES/appleid.auth.js',
    });
    const policy = String(configured.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://accounts.google.com https://appleid.cdn-apple.com;");
    expect(policy).toMatch(/frame-src 'self' https:\/\/accounts\.google\.com(;|$)/);
    expect(configured.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');

    const bare = await unconfigured.app.inject({ method: 'GET', url: '/api/configuration' });
    expect(bare.json().social).toEqual({
      google_client_id: null,
      apple_client_id: null,
      google_script_url: null,
      apple_script_url: null,
    });
    expect(String(bare.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(bare.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
