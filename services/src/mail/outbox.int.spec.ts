import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { newClientAddress } from '../testing/clientAddresses.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { DevelopmentOutbox } from './developmentOutbox.ts';

let world: TestPlatform;
const printed: string[] = [];

beforeAll(async () => {
  world = await startTestPlatform({}, { mailer: new DevelopmentOutbox((line) => printed.push(line)) });
});
afterAll(() => world.stop());

describe('mail without a mail server (npm start with no SMTP_URL)', () => {
  it('prints the code in the server log and lists it on the development outbox page', async () => {
    const email = `sin-smtp-${randomUUID().slice(0, 8)}@example.com`;
    const headers = newClientAddress();
    await world.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, name: 'Ana Gómez' }, headers });
    await world.app.inject({ method: 'POST', url: '/api/auth/login/send', payload: { email }, headers });
    // The code stands on a line of its own: the address may hold six digits in a row too.
    const code = /^\d{6}$/m.exec(printed.find((line) => line.includes(email)) ?? '')?.[0];
    expect(code).toBeDefined();

    const page = await world.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Tu código para ingresar');
    expect(page.body).toContain(code);
    const listed = await world.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { accept: 'application/json' },
    });
    expect(listed.json()[0]).toMatchObject({ to: email, subject: 'Tu código para ingresar' });

    const signedIn = await world.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, code },
      headers,
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('has no outbox page in production', async () => {
    const production = await buildApp({ ...world.platform, config: { ...world.platform.config, production: true } });
    expect((await production.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    await production.close();
  });
});
