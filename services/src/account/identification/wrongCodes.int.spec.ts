// Wrong sign-in codes cost the guesser, not the account holder (docs/decisions/sign-in-lockout.md).
import { randomUUID } from 'node:crypto';
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
const newEmail = () => `adivinado-${randomUUID().slice(0, 8)}@example.com`;
const MINUTE_MS = 60_000;

/** A code that is surely not the live one: the live one plus one, in six digits. */
function wrongCode(liveCode: string): string {
  return String((Number(liveCode) + 1) % 1_000_000).padStart(6, '0');
}

async function signUp(email: string, from: From) {
  expect((await post('/auth/signup', { email, name: 'Ana Gómez' }, from)).statusCode).toBe(200);
}

/** Asks for a code from `from` and returns the code the inbox received. */
async function requestCode(email: string, from: From): Promise<string> {
  const code = mail.nextCodeFor(email);
  expect((await post('/auth/login/send', { email }, from)).statusCode).toBe(200);
  return code;
}

async function guess(email: string, code: string, from: From) {
  return post('/auth/login', { email, code }, from);
}

describe('wrong sign-in codes', () => {
  it('forty wrong codes from four addresses exhaust the code, and the owner’s new code signs in', async () => {
    const email = newEmail();
    const owner = fromNewClientAddress();
    await signUp(email, owner);
    const attacked = await requestCode(email, owner);

    const attackers = Array.from({ length: 4 }, () => fromNewClientAddress());
    const answers: number[] = [];
    for (const attacker of attackers)
      for (let attempt = 0; attempt < 10; attempt++)
        answers.push((await guess(email, wrongCode(attacked), attacker)).statusCode);
    expect(answers).toEqual(Array(40).fill(422));
    const exhausted = await guess(email, attacked, owner);
    expect(exhausted.json().errors.code).toEqual(['Se agotaron los intentos para este código, solicita uno nuevo.']);

    const fresh = await requestCode(email, owner);
    const signedIn = await guess(email, fresh, owner);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(email);
  });

  it('past a hundred wrong codes an hour, guessers get 429 and the owner still signs in', async () => {
    const email = newEmail();
    const owner = fromNewClientAddress();
    await signUp(email, owner);
    // Ten addresses, each asking for two codes and spending each with five wrong tries: 100 wrong.
    const attackers = Array.from({ length: 10 }, () => fromNewClientAddress());
    for (const attacker of attackers)
      for (let round = 0; round < 2; round++) {
        const live = await requestCode(email, attacker);
        for (let attempt = 0; attempt < 5; attempt++)
          expect((await guess(email, wrongCode(live), attacker)).statusCode).toBe(422);
      }

    // A quarter of an hour later every per-client window is fresh; the e-mail's hour is not.
    world.clock.advance(15 * MINUTE_MS);
    const live = await requestCode(email, attackers[0]!);
    const refused = await guess(email, wrongCode(live), attackers[0]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Demasiados intentos, aguarde un momento y vuelva a intentar.');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(45 * 60);
    // A client that never asked for a code is refused too: it can only be guessing.
    expect((await guess(email, wrongCode(live), fromNewClientAddress())).statusCode).toBe(429);

    const fresh = await requestCode(email, owner);
    const signedIn = await guess(email, fresh, owner);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(email);

    // Past the ceiling, a client that asked for a code gets one wrong try, then 429.
    const newcomer = fromNewClientAddress();
    const newcomerCode = await requestCode(email, newcomer);
    expect((await guess(email, wrongCode(newcomerCode), newcomer)).statusCode).toBe(422);
    expect((await guess(email, wrongCode(newcomerCode), newcomer)).statusCode).toBe(429);
    // When the hour is over, the newcomer's tries are checked again.
    world.clock.advance(61 * MINUTE_MS);
    const next = await requestCode(email, newcomer);
    expect((await guess(email, wrongCode(next), newcomer)).statusCode).toBe(422);
  });
});
