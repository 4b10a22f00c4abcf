// Deleting a user from the users screen: sessions and sockets end at once, and nothing personal
// (name, e-mail, phone) is left readable in any table, read model or event, even after a replay.
import { PROJECTIONS } from '@app/projections';
import { sql } from 'kysely';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../commands/commandContext.ts';
import { connected, connectSocket, listenOnFreePort } from '../../live/testing.ts';
import { execute } from '../../platform.ts';
import { type PublicationWorld, startPublicationWorld } from '../../publication/testing/publicationWorld.ts';
import { solidPng } from '../../testing/images.ts';
import { replayTwice } from '../../testing/replayTwice.ts';
import { bearer, type TestAccount } from '../../testing/testPlatform.ts';
import { userStream } from '../user/user.ts';
import { userDecider } from '../user/userDecider.ts';

let world: PublicationWorld;
let boss: TestAccount;
let baseUrl: string;
const sockets: Socket[] = [];

const NAME = 'Hermenegilda Quiroga';
const PHONE = '+5491155512345';

beforeAll(async () => {
  world = await startPublicationWorld();
  boss = await world.accountFor({ permissions: ['users'] });
  baseUrl = await listenOnFreePort(world.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await world.stop();
});

/** Every row of every table of the database (read models, keys, the event log), as text. */
async function everyRowAsText(): Promise<string> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(world.platform.db);
  const texts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(name)} t`.execute(world.platform.db);
    texts.push(...rows.rows.map((row) => row.row));
  }
  return texts.join('\n').toLowerCase();
}

async function personWithEverything(): Promise<TestAccount> {
  const person = await world.accountFor({ premium: true });
  const command = {
    type: 'changeProfile' as const,
    name: NAME,
    phone: PHONE,
    contactTypes: ['email' as const, 'phone' as const],
    avatarUrl: null,
  };
  await execute(world.platform, userStream(person.userId), userDecider, command, systemContext(world.clock.now()));
  await world.app.inject({ method: 'POST', url: '/api/auth/check', payload: { email: person.email } });
  const property = {
    type_id: world.types.inmuebles,
    title: 'Casa de Hermenegilda en Tigre',
    categories: [world.categories.Casa],
    amount: 100_000,
    currency: 'USD',
    operation: 'sale',
    address: { title: 'Tigre', geolocation: { coordinates: [-34.42, -58.58] } },
    extras: { ambientes: 3 },
  };
  const picture = { bytes: await solidPng(400, 300), filename: 'casa.png', type: 'image/png' };
  const created = await world.sendForm(person.token, '/api/account/publication', { data: JSON.stringify(property) }, [
    picture,
  ]);
  expect(created.statusCode).toBe(201);
  return person;
}

describe('deleting a user', () => {
  it('ends their sessions and sockets at once', async () => {
    const person = await personWithEverything();
    const socket = connectSocket(baseUrl, { token: person.token });
    sockets.push(socket);
    await connected(socket);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

    const response = await world.app.inject({
      method: 'DELETE',
      url: `/api/admin/user/${person.userId}`,
      headers: bearer(boss.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Usuario eliminado correctamente.');
    await disconnected;
    expect(
      (await world.app.inject({ method: 'GET', url: '/api/user', headers: bearer(person.token) })).statusCode,
    ).toBe(401);
    const open = await world.platform.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', person.userId)
      .where('ended_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    const again = await world.app.inject({
      method: 'DELETE',
      url: `/api/admin/user/${person.userId}`,
      headers: bearer(boss.token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('leaves their name, e-mail and phone in no table and no event, and a full replay still works', async () => {
    const person = await personWithEverything();
    const before = await everyRowAsText();
    for (const personal of [NAME, person.email, PHONE]) expect(before).toContain(personal.toLowerCase());
    // Even while the account lives, the log itself holds none of it: only the key table can open it.
    const log = await sql<{ row: string }>`SELECT e::text AS row FROM events e`.execute(world.platform.db);
    const logText = log.rows
      .map((row) => row.row)
      .join('\n')
      .toLowerCase();
    for (const personal of [NAME, person.email, PHONE]) expect(logText).not.toContain(personal.toLowerCase());

    const response = await world.app.inject({
      method: 'DELETE',
      url: `/api/admin/user/${person.userId}`,
      headers: bearer(boss.token),
    });
    expect(response.statusCode).toBe(200);
    const publications = await world.platform.db
      .selectFrom('publications')
      .select('id')
      .where('creator_id', '=', person.userId)
      .execute();
    expect(publications).toEqual([]);
    const after = await everyRowAsText();
    for (const personal of [NAME, person.email, PHONE]) expect(after).not.toContain(personal.toLowerCase());

    const tables = await replayTwice(world.platform, PROJECTIONS);
    expect(tables.afterFirstReplay).toEqual(tables.before);
    expect(tables.afterSecondReplay).toEqual(tables.before);
    const replayed = await everyRowAsText();
    for (const personal of [NAME, person.email, PHONE]) expect(replayed).not.toContain(personal.toLowerCase());
    const row = await world.platform.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', person.userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Usuario eliminado', phone: null });
    // The deleting administrator is named on the fact.
    const history = await world.platform.store.readStream(`user-${person.userId}`);
    expect(history.at(-1)).toMatchObject({ type: 'user.deleted.v1', metadata: { userId: boss.userId } });
    expect(history[0]?.data).toMatchObject({ name: 'Usuario eliminado' });
  });

  it('frees the e-mail for a new account', async () => {
    const person = await world.accountFor();
    await world.app.inject({ method: 'DELETE', url: `/api/admin/user/${person.userId}`, headers: bearer(boss.token) });
    const check = await world.app.inject({ method: 'POST', url: '/api/auth/check', payload: { email: person.email } });
    expect(check.json()).toEqual({ exists: false });
  });
});
