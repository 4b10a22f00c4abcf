import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromNewClientAddress } from '../../testing/clientAddresses.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../testing/smtpCatcher.ts';
import { bearer, startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';

let world: TestPlatform;
let mail: SmtpCatcher;

beforeAll(async () => {
  mail = await startSmtpCatcher();
  world = await startTestPlatform({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await world.stop();
  await mail.stop();
});

const post = (url: string, payload?: object, headers: InjectOptions['headers'] = {}) =>
  world.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, ...fromNewClientAddress() });
const currentUser = (token: string) => world.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
const newEmail = () => `persona-${randomUUID().slice(0, 8)}@example.com`;

async function signUp(email = newEmail()) {
  const response = await post('/auth/signup', { email, name: 'Ana Gómez' });
  expect(response.statusCode).toBe(200);
  return { email, ...(response.json() as { token: string; user: { id: string } }) };
}

describe('signing up', () => {
  it('opens an unverified account and answers with a working token', async () => {
    const email = newEmail();
    expect((await post('/auth/check', { email })).json()).toEqual({ exists: false });
    const guestSearch = randomUUID();
    const response = await post('/auth/signup', {
      email: ` ${email.toUpperCase()} `,
      name: 'Ana Gómez',
      searches: [guestSearch],
    });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user).toMatchObject({
      email,
      name: 'Ana Gómez',
      email_verified: false,
      is_premium: false,
      contact_types: ['email'],
      notification_types: [
        'superlike',
        'coincidence',
        'selection_finished',
        'invitation',
        'synchronization',
        'group',
        'search_alert',
      ],
    });
    expect((await currentUser(token)).json()).toEqual(user);
    expect((await post('/auth/check', { email })).json()).toEqual({ exists: true });
    const history = await world.platform.store.readStream(`user-${user.id}`);
    // A uuid no guest key of this caller created is not claimed (searchOwnership.int.spec.ts).
    expect(history.some((event) => event.type === 'user.guest_searches_claimed.v1')).toBe(false);
  });

  it('refuses an e-mail that already has an account', async () => {
    const { email } = await signUp();
    const again = await post('/auth/signup', { email, name: 'Otra Persona' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: ['El email ya se encuentra registrado.'] });
  });

  it('answers bad input with Spanish field messages and records nothing', async () => {
    const before = await world.platform.store.headCheckpoint();
    const response = await post('/auth/signup', { email: 'no-es-un-email', name: 'Al', searches: ['x'] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['No es una dirección de correo electrónico válida'],
      name: ['Este campo debe tener al menos 3 caracteres'],
      'searches.0': ['El valor ingresado no es válido'],
    });
    expect((await post('/auth/check', {})).json().errors).toEqual({ email: ['Este campo es obligatorio'] });
    expect(await world.platform.store.headCheckpoint()).toEqual(before);
  });
});

describe('signing in with a code sent by e-mail', () => {
  it('mails a code in Spanish and exchanges it once for a session that also verifies the e-mail', async () => {
    const { email } = await signUp();
    const sent = await post('/auth/login/send', { email });
    expect(sent.json()).toEqual({ message: 'Código enviado.' });
    const message = await mail.nextMailTo(email);
    expect(message.subject).toBe('Tu código para ingresar');
    expect(message.text).toContain('El código vence en 10 minutos.');
    const code = /\d{6}/.exec(message.text)![0];
    const signedIn = await post('/auth/login', { email, code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email, email_verified: true });
    expect((await currentUser(signedIn.json().token)).statusCode).toBe(200);
    const reused = await post('/auth/login', { email, code });
    expect(reused.json().errors).toEqual({ code: ['No hay un código vigente, solicita uno nuevo.'] });
  });

  it('recovers an account the same way', async () => {
    const { email, user } = await signUp();
    await post('/auth/recover/send', { email });
    const code = await mail.nextCodeFor(email);
    const recovered = await post('/auth/recover/check', { email, code, searches: [] });
    expect(recovered.json().user.id).toBe(user.id);
  });

  it('says the same for an unknown address and mails nothing', async () => {
    const email = newEmail();
    expect((await post('/auth/login/send', { email })).json()).toEqual({ message: 'Código enviado.' });
    expect(mail.messages().some((message) => message.to.includes(email))).toBe(false);
    const attempt = await post('/auth/login', { email, code: '123456' });
    expect(attempt.json().errors).toEqual({ code: ['No hay un código vigente, solicita uno nuevo.'] });
  });

  it('refuses a wrong code, and kills the code after five wrong tries', async () => {
    const { email } = await signUp();
    await post('/auth/login/send', { email });
    const code = await mail.nextCodeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('/auth/login', { email, code: wrong });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toEqual({
      message: 'El código ingresado no es correcto.',
      errors: { code: ['El código ingresado no es correcto.'] },
    });
    for (let attempt = 2; attempt <= 5; attempt++) await post('/auth/login', { email, code: wrong });
    const right = await post('/auth/login', { email, code });
    expect(right.json().errors).toEqual({ code: ['Se agotaron los intentos para este código, solicita uno nuevo.'] });
  });

  it('refuses a code after ten minutes', async () => {
    const { email } = await signUp();
    await post('/auth/login/send', { email });
    const code = await mail.nextCodeFor(email);
    world.clock.advance(10 * 60_000 + 1_000);
    const late = await post('/auth/login', { email, code });
    expect(late.json().errors).toEqual({ code: ['El código venció, solicita uno nuevo.'] });
  });

  it('keeps only a keyed digest of the code, and a new code replaces the previous one', async () => {
    const { email, user } = await signUp();
    await post('/auth/login/send', { email });
    const first = await mail.nextCodeFor(email);
    await post('/auth/login/send', { email });
    const second = await mail.nextCodeFor(email);
    const events = await world.platform.store.readStream(`one-time-code-${user.id}`);
    const stored = JSON.stringify(events.map((event) => event.data));
    expect(stored).toContain('digest');
    expect(stored).not.toContain(`"${first}"`);
    expect(stored).not.toContain(`"${second}"`);
    if (first !== second) expect((await post('/auth/login', { email, code: first })).statusCode).toBe(422);
    expect((await post('/auth/login', { email, code: second })).statusCode).toBe(200);
  });
});

describe('logging out', () => {
  it('ends only that session: its token gets 401, other sessions keep working', async () => {
    const { email, token } = await signUp();
    await post('/auth/login/send', { email });
    const other = (await post('/auth/login', { email, code: await mail.nextCodeFor(email) })).json().token;
    const logout = await post('/auth/logout', undefined, bearer(token));
    expect(logout.statusCode).toBe(204);
    const afterwards = await currentUser(token);
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json().message).toBe('Necesitas estar logueado.');
    expect((await currentUser(other)).statusCode).toBe(200);
  });

  it('answers 401 to a missing, forged or malformed token', async () => {
    expect((await world.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await currentUser('no.es.un-token')).statusCode).toBe(401);
    const { token } = await signUp();
    const [header, payload] = token.split('.');
    expect((await currentUser(`${header}.${payload}.firma-falsa`)).statusCode).toBe(401);
    expect((await post('/auth/logout', undefined, {})).statusCode).toBe(401);
  });
});

describe('verifying the e-mail', () => {
  it('sends a code to the signed-in user and verifies with it', async () => {
    const { email, token } = await signUp();
    const sent = await post('/auth/verify/send', undefined, bearer(token));
    expect(sent.json()).toEqual({ message: 'Código enviado.' });
    const message = await mail.nextMailTo(email);
    expect(message.subject).toBe('Verificá tu email');
    const code = /\d{6}/.exec(message.text)![0];
    const wrong = await post('/auth/verify/check', { code: code === '000000' ? '111111' : '000000' }, bearer(token));
    expect(wrong.statusCode).toBe(422);
    const verified = await post('/auth/verify/check', { code }, bearer(token));
    expect(verified.json()).toMatchObject({ message: 'Verificado correctamente.', user: { email_verified: true } });
    const again = await post('/auth/verify/send', undefined, bearer(token));
    expect(again.json().message).toBe('Tu email ya se encuentra verificado.');
  });

  it('is for signed-in users only', async () => {
    expect((await post('/auth/verify/send')).statusCode).toBe(401);
    expect((await post('/auth/verify/check', { code: '123456' })).statusCode).toBe(401);
  });
});
