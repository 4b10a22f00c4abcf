import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromNewClientAddress } from '../../testing/clientAddresses.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../testing/smtpCatcher.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';

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

type From = { remoteAddress: string };
const post = (url: string, payload: object, from: From) =>
  world.app.inject({ method: 'POST', url: `/api${url}`, payload, ...from });
const newEmail = () => `limite-${randomUUID().slice(0, 8)}@example.com`;
const TOO_MANY = { message: 'Demasiados intentos, aguarde un momento y vuelva a intentar.', errors: {} };
const mailsTo = (email: string) => mail.messages().filter((message) => message.to.includes(email));
const lastCodeTo = (email: string) => /\b(\d{6})\b/.exec(mailsTo(email).at(-1)?.text ?? '')?.[1] ?? '';

async function statuses(count: number, call: (attempt: number) => Promise<LightMyRequestResponse>) {
  const answers: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) answers.push((await call(attempt)).statusCode);
  return answers;
}

function expectRefused(response: LightMyRequestResponse, longestWaitSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(TOO_MANY);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(longestWaitSeconds);
}

describe('rate limits of identification', () => {
  it('a stranger who spends an e-mail’s sends cannot lock its owner out of signing in', async () => {
    const email = newEmail();
    const owner = fromNewClientAddress();
    await post('/auth/signup', { email, name: 'Ana Gómez' }, owner);
    // Forty requests from twenty addresses: each within its own pair and address limits.
    const strangers = Array.from({ length: 20 }, () => fromNewClientAddress());
    const sent = await statuses(40, (attempt) => post('/auth/login/send', { email }, strangers[attempt % 20]!));
    expect(sent.every((status) => status === 200)).toBe(true);
    // The inbox got at most the e-mail's ceiling of codes, not forty.
    expect(mailsTo(email)).toHaveLength(10);

    const asked = await post('/auth/login/send', { email }, owner);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: 'Código enviado.' });
    const signedIn = await post('/auth/login', { email, code: lastCodeTo(email) }, owner);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(email);
  });

  it('past the ceiling, a used code is replaced: the owner can sign in again at once', async () => {
    const email = newEmail();
    const owner = fromNewClientAddress();
    await post('/auth/signup', { email, name: 'Ana Gómez' }, owner);
    for (let attempt = 0; attempt < 10; attempt++) await post('/auth/login/send', { email }, fromNewClientAddress());
    expect((await post('/auth/login', { email, code: lastCodeTo(email) }, owner)).statusCode).toBe(200);
    await post('/auth/login/send', { email }, owner);
    expect(mailsTo(email)).toHaveLength(11);
    expect((await post('/auth/login', { email, code: lastCodeTo(email) }, owner)).statusCode).toBe(200);
  });

  it('sends five codes to one e-mail from one address; the refused resend keeps the last code valid', async () => {
    const email = newEmail();
    const from = fromNewClientAddress();
    await post('/auth/signup', { email, name: 'Ana Gómez' }, from);
    expect(await statuses(5, () => post('/auth/login/send', { email }, from))).toEqual([200, 200, 200, 200, 200]);
    expectRefused(await post('/auth/recover/send', { email }, from), 15 * 60);
    expect(mailsTo(email)).toHaveLength(5);
    expect((await post('/auth/login', { email, code: lastCodeTo(email) }, from)).statusCode).toBe(200);
    world.clock.advance(15 * 60_000);
    expect((await post('/auth/login/send', { email }, from)).statusCode).toBe(200);
  });

  it('sends at most twenty codes from one client address, whatever the e-mail', async () => {
    const address = fromNewClientAddress();
    const sent = await statuses(20, () => post('/auth/login/send', { email: newEmail() }, address));
    expect(sent.every((status) => status === 200)).toBe(true);
    expectRefused(await post('/auth/login/send', { email: newEmail() }, address), 15 * 60);
    expect((await post('/auth/login/send', { email: newEmail() }, fromNewClientAddress())).statusCode).toBe(200);
  });

  it('checks ten codes per e-mail and address and thirty per address', async () => {
    const email = newEmail();
    const from = fromNewClientAddress();
    const checks = await statuses(11, () => post('/auth/login', { email, code: '123456' }, from));
    expect(checks.slice(0, 10).every((status) => status === 422)).toBe(true);
    expectRefused(await post('/auth/login', { email, code: '123456' }, from), 15 * 60);

    const address = fromNewClientAddress();
    const fromOne = await statuses(31, () => post('/auth/login', { email: newEmail(), code: '123456' }, address));
    expect(fromOne.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(fromOne[30]).toBe(429);
  });

  it('limits sign-ups and e-mail checks per client address', async () => {
    const address = fromNewClientAddress();
    const signups = await statuses(11, () => post('/auth/signup', { email: newEmail(), name: 'Ana Gómez' }, address));
    expect(signups).toEqual([...Array(10).fill(200), 429]);
    const checks = await statuses(61, () => post('/auth/check', { email: newEmail() }, address));
    expect(checks.at(-1)).toBe(429);
  });
});
