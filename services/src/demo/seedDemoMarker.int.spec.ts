// `npm start` seeds the demo world only into an empty log, whatever was deleted since: the decision
// main.ts makes (isDemoWorldSeeded, then seedDemoWorld) against real event logs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUser } from '../account/user/deleteUser.ts';
import { systemContext } from '../commands/commandContext.ts';
import { startDemoPlatform } from '../testing/demoWorldTemplate.ts';
import { ALL_PERMISSIONS, startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { DEMO_SELLERS } from './demoSellers.ts';
import { claimDemoSeeding, isDemoWorldSeeded } from './seedDemoMarker.ts';
import { DEMO_ADMIN, seedDemoWorld } from './seedDemoWorld.ts';

let world: TestPlatform | undefined;
/** One platform at a time: the suite keeps few database connections. */
async function started(starting: Promise<TestPlatform>): Promise<TestPlatform> {
  await world?.stop();
  const next = await starting;
  world = next;
  return next;
}
afterAll(() => world?.stop());

async function accountIdOf(on: TestPlatform, email: string): Promise<string> {
  const row = await on.platform.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('deciding whether the demo world is seeded', () => {
  it('seeds only an empty log; a log from before the marker, holding anything, counts as seeded', async () => {
    const running = await started(startTestPlatform());
    expect(await isDemoWorldSeeded(running.platform)).toBe(false);
    await running.accountFor();
    expect(await isDemoWorldSeeded(running.platform)).toBe(true);
  });

  it('lets exactly one caller record the start of seeding on a log', async () => {
    const running = await started(startTestPlatform());
    const claims = await Promise.all([claimDemoSeeding(running.platform), claimDemoSeeding(running.platform)]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await isDemoWorldSeeded(running.platform)).toBe(true);
  });
});

describe('restarting a seeded demo world', () => {
  let running: TestPlatform;
  // The run's first demo world is seeded here when no other suite has done it yet (about 35 s idle).
  beforeAll(async () => {
    running = await started(startDemoPlatform());
  }, 300_000);

  it('neither seeds again nor fails after demo accounts, the administrator included, are deleted', async () => {
    expect(await isDemoWorldSeeded(running.platform)).toBe(true);
    const context = () => systemContext(running.clock.now());
    await deleteUser(running.platform, await accountIdOf(running, DEMO_SELLERS.properties.email), context());
    // The demo administrator is the only one holding every permission until another does.
    await running.accountFor({ permissions: ALL_PERMISSIONS });
    await deleteUser(running.platform, await accountIdOf(running, DEMO_ADMIN.email), context());

    const head = await running.platform.store.headCheckpoint();
    expect(await isDemoWorldSeeded(running.platform)).toBe(true);
    await seedDemoWorld(running.platform);
    expect(await running.platform.store.headCheckpoint()).toEqual(head);
  });
});
