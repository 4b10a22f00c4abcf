// A publication's title, description and text are its creator's words, and adverts often carry a
// name or a phone: they reach the log sealed with the creator's key, and once the creator is
// deleted nothing of them is left readable, even after a replay (issue 32, item 3).
import { PROJECTIONS } from '@app/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type PublicationWorld, startPublicationWorld } from '../publication/testing/publicationWorld.ts';
import { solidPng } from '../testing/images.ts';
import { replayTwice } from '../testing/replayTwice.ts';
import { bearer } from '../testing/testPlatform.ts';

let world: PublicationWorld;

beforeAll(async () => {
  world = await startPublicationWorld();
});
afterAll(() => world.stop());

const TRACES = ['gumersinda', '3333-7777', '2222-8888'];

async function rowsAsText(query: 'log' | 'everything'): Promise<string> {
  const tables =
    query === 'log'
      ? ['events']
      : (
          await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(world.platform.db)
        ).rows.map(({ name }) => name);
  const texts: string[] = [];
  for (const name of tables) {
    const rows = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(name)} t`.execute(world.platform.db);
    texts.push(...rows.rows.map(({ row }) => row.toLowerCase()));
  }
  return texts.join('\n');
}

const expectNoTrace = (text: string) => {
  for (const trace of TRACES) expect(text).not.toContain(trace);
};

function advert(description: string) {
  return JSON.stringify({
    type_id: world.types.inmuebles,
    title: 'Casa de Gumersinda en Tigre',
    description,
    categories: [world.categories.Casa],
    operation: 'sale',
    amount: 100_000,
    currency: 'USD',
    address: { title: 'Tigre', geolocation: { coordinates: [-34.42, -58.58] } },
    extras: { ambientes: 3 },
  });
}

it("seals a publication's texts and leaves nothing of them once its creator is deleted", async () => {
  const seller = await world.accountFor({ premium: true });
  const boss = await world.accountFor({ permissions: ['users'] });
  const picture = { bytes: await solidPng(400, 300), filename: 'casa.png', type: 'image/png' };
  const created = await world.sendForm(
    seller.token,
    '/api/account/publication',
    { data: advert('Llamar a Gumersinda al 11 3333-7777') },
    [picture],
  );
  expect(created.statusCode, created.body).toBe(201);
  const url = `/api/account/publication/${created.json().data.id}`;
  const changed = await world.sendForm(seller.token, url, {
    _method: 'PUT',
    data: advert('Ahora al 11 2222-8888, Gumersinda'),
  });
  expect(changed.statusCode, changed.body).toBe(200);
  expectNoTrace(await rowsAsText('log'));
  const shown = await world.inject({ method: 'GET', url, headers: bearer(seller.token) });
  expect(shown.json()).toMatchObject({
    title: 'Casa de Gumersinda en Tigre',
    description: 'Ahora al 11 2222-8888, Gumersinda',
  });

  const deleted = await world.inject({
    method: 'DELETE',
    url: `/api/admin/user/${seller.userId}`,
    headers: bearer(boss.token),
  });
  expect(deleted.statusCode).toBe(200);

  expectNoTrace(await rowsAsText('everything'));
  const tables = await replayTwice(world.platform, PROJECTIONS);
  expect(tables.afterFirstReplay).toEqual(tables.before);
  expect(tables.afterSecondReplay).toEqual(tables.before);
  expectNoTrace(await rowsAsText('everything'));
});
