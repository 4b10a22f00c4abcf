import { PROJECTIONS, type ReadModelDatabase, resetProjection } from '@app/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUser } from '../account/user/deleteUser.ts';
import { systemContext } from '../commands/commandContext.ts';
import { bearer, startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { seedDemoWorld } from './seedDemoWorld.ts';

let world: TestPlatform;

/** Every kind of account fact, so the replay covers each table the account projections own. */
async function accountActivity(): Promise<void> {
  const customer = await world.accountFor();
  const post = (url: string, payload?: object) =>
    world.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: bearer(customer.token) });
  await post('/user/push/subscribe', { token: 'token-del-navegador' });
  await post('/user/notificationTypes', { notification_types: ['superlike'] });
  await post('/premium', { code: 'BIENVENIDA' });
  await post('/user/slug', { slug: 'tienda-repetida' });
  await post('/auth/logout');
  const leaving = await world.accountFor();
  await deleteUser(world.platform, leaving.userId, systemContext(world.clock.now()));
}

beforeAll(async () => {
  world = await startTestPlatform();
  await seedDemoWorld(world.platform);
  await accountActivity();
});
afterAll(() => world.stop());

async function snapshot(db: ReadModelDatabase): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const projection of PROJECTIONS) {
    for (const table of projection.tables) {
      const rows = await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1`.execute(db);
      tables[table] = rows.rows;
    }
  }
  return tables;
}

async function replayEverything(): Promise<void> {
  const { db, runner } = world.platform;
  for (const projection of PROJECTIONS) await resetProjection(db, projection);
  // The running workers notice the reset and apply the whole log again.
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const status = await runner.status();
    if (status.every((projection) => projection.behind === 0 && projection.checkpoint !== '0:0')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('replay did not finish');
}

describe('replaying every projection of the demo world', () => {
  it('rebuilds identical tables, twice', async () => {
    const original = await snapshot(world.platform.db);
    expect(original.publication_types).toHaveLength(3);
    // The administrator, the three demo sellers and the two accounts above.
    expect(original.users).toHaveLength(6);
    expect(original.publications).toHaveLength(320);
    expect(original.publication_media!.length).toBeGreaterThan(640);
    expect(original.sessions).toHaveLength(2);
    expect(original.promocodes).toHaveLength(1);
    expect(original.promocode_usages).toHaveLength(1);
    await replayEverything();
    expect(await snapshot(world.platform.db)).toEqual(original);
    await replayEverything();
    expect(await snapshot(world.platform.db)).toEqual(original);
  });
});
