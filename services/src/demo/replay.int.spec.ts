import { PROJECTIONS, type ReadModelDatabase, resetProjection } from '@app/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { seedDemoWorld } from './seedDemoWorld.ts';

let world: TestPlatform;

beforeAll(async () => {
  world = await startTestPlatform();
  await seedDemoWorld(world.platform);
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
    expect(original.users).toHaveLength(1);
    await replayEverything();
    expect(await snapshot(world.platform.db)).toEqual(original);
    await replayEverything();
    expect(await snapshot(world.platform.db)).toEqual(original);
  });
});
