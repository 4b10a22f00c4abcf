// Deleting a seller stops their synchronizer: its configuration leaves the read models, its
// Octoparse username (often an e-mail address) was sealed with the seller's key, and no scheduled
// run finds it to create publications for the deleted account (issue 32, item 3).
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer } from '../testing/testPlatform.ts';
import { type SyncWorld, startSyncWorld } from './testing/syncWorld.ts';

const TASK = 'a3b9bdf7-9aaa-22f6-9ccf-b32790f6df8f';
const USERNAME = 'ramona.escobar@inmobiliaria.example';

let world: SyncWorld;

beforeAll(async () => {
  world = await startSyncWorld();
});
afterAll(() => world.stop());

async function logText(): Promise<string> {
  const rows = await sql<{ row: string }>`SELECT e::text AS row FROM events e`.execute(world.platform.db);
  return rows.rows.map(({ row }) => row.toLowerCase()).join('\n');
}

it('deleting the seller deletes the synchronizer, whose username the log never held', async () => {
  world.octoparse.task(TASK, [], 'Extracting');
  const scraping = { service: 'octoparse', username: USERNAME, password: 'clave-octoparse', taskId: TASK };
  const saved = await world.call('PUT', '/api/account/synchronizer', { type: 'scraping', config: scraping });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data.config.username).toBe(USERNAME);
  expect(await logText()).not.toContain('ramona');

  const boss = await world.accountFor({ permissions: ['users'] });
  const deleted = await world.app.inject({
    method: 'DELETE',
    url: `/api/admin/user/${world.seller.userId}`,
    headers: bearer(boss.token),
  });
  expect(deleted.statusCode).toBe(200);
  const rows = await world.platform.db
    .selectFrom('synchronizers')
    .select('owner_id')
    .where('owner_id', '=', world.seller.userId)
    .execute();
  expect(rows).toEqual([]);
});
