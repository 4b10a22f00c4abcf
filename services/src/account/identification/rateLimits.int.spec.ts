import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClientAddress } from '../../testing/clientAddresses.ts';
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

const post = (url: string, payload: object, headers: InjectOptions['headers']) =>
  world.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
const newEmail = () => `limite-${randomUUID().slice(0, 8)}@example.com`;
const TOO_MANY = { message: 'Demasiados intentos, aguarde un momento y vuelva a intentar.', errors: {} };

async function statuses(count: number, call: (attempt: number) => ReturnType<typeof post>): Promise<number[]> {
  const answers: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) answers.push((await call(attempt)).statusCode);
  return answers;
}

describe('rate limits of identification', () => {
  it('sends at most five codes to one e-mail in fifteen minutes, from any address', async () => {
    const email = newEmail();
    await post('/auth/signup', { email, name: 'Ana Gómez' }, newClientAddress());
    const sent = await statuses(5, () => post('/auth/login/send', { email }, newClientAddress()));
    expect(sent).toEqual([200, 200, 200, 200, 200]);
    const refused = await post('/auth/recover/send', { email }, newClientAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(mail.messages().filter((message) => message.to.includes(email))).toHaveLength(5);
    world.clock.advance(15 * 60_000);
    expect((await post('/auth/login/send', { email }, newClientAddress())).statusCode).toBe(200);
  });

  it('sends at most twenty codes from one client address, whatever the e-mail', async () => {
    const address = newClientAddress();
    const sent = await statuses(20, () => post('/auth/login/send', { email: newEmail() }, address));
    expect(sent.every((status) => status === 200)).toBe(true);
    expect((await post('/auth/login/send', { email: newEmail() }, address)).statusCode).toBe(429);
    expect((await post('/auth/login/send', { email: newEmail() }, newClientAddress())).statusCode).toBe(200);
  });

  it('checks at most ten codes for one e-mail and thirty from one address', async () => {
    const email = newEmail();
    const checks = await statuses(11, () => post('/auth/login', { email, code: '123456' }, newClientAddress()));
    expect(checks.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(checks[10]).toBe(429);

    const address = newClientAddress();
    const fromOne = await statuses(31, () => post('/auth/login', { email: newEmail(), code: '123456' }, address));
    expect(fromOne.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(fromOne[30]).toBe(429);
  });

  it('limits sign-ups and e-mail checks per client address', async () => {
    const address = newClientAddress();
    const signups = await statuses(11, () => post('/auth/signup', { email: newEmail(), name: 'Ana Gómez' }, address));
    expect(signups).toEqual([...Array(10).fill(200), 429]);
    const checks = await statuses(61, () => post('/auth/check', { email: newEmail() }, address));
    expect(checks.at(-1)).toBe(429);
  });
});
