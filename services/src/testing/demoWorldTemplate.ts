// The demo world is seeded once per test run (about 35 s of commands, pictures and projections)
// into a template database and media folder; every suite that needs it gets its own copy
// (`CREATE DATABASE … TEMPLATE`, a copied folder) and starts its projections from the copied
// checkpoints, as a restarted platform would.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { argentineDay } from '@app/contracts';
import { seedDemoWorld } from '../demo/seedDemoWorld.ts';
import { type PlatformParts, readModelsCaughtUp } from '../platform.ts';
import { runSetting, runTemplate } from './runTemplate.ts';
import { ownTestPlace } from './testPlace.ts';
import { startTestPlatform, type TestPlatform } from './testPlatform.ts';

const CATCH_UP_MS = 120_000;

interface DemoWorldTemplate {
  database: string;
  mediaDirectory: string;
}

/**
 * The demo world's activity is dated from the day it is seeded, so a run that crosses midnight
 * (Argentine or UTC) seeds a new template rather than handing out yesterday's. The run id at the
 * end lets the run's teardown drop it from a server that outlives the run.
 */
function templateFor(now: Date): DemoWorldTemplate {
  const days = `${argentineDay(now)}_${now.toISOString().slice(0, 10)}`.replaceAll('-', '');
  const database = `demo_world_${days}_${runSetting('TEST_RUN_ID')}`;
  return { database, mediaDirectory: path.join(runSetting('TEST_RUN_DIRECTORY'), database) };
}

/** The run's demo world template, seeded by whichever suite asks first. */
async function demoWorldTemplate(): Promise<DemoWorldTemplate> {
  const template = templateFor(new Date());
  await runTemplate(template.database, async (databaseUrl) => {
    await rm(template.mediaDirectory, { recursive: true, force: true });
    await mkdir(template.mediaDirectory, { recursive: true });
    const place = { databaseUrl, mediaDirectory: template.mediaDirectory, release: async () => {} };
    const world = await startTestPlatform({}, {}, place);
    try {
      await seedDemoWorld(world.platform);
      if (!(await readModelsCaughtUp(world.platform, CATCH_UP_MS))) throw new Error('demo world projections lag');
    } finally {
      await world.stop();
    }
  });
  return template;
}

/** `startTestPlatform` on the suite's own copy of the demo world. */
export async function startDemoPlatform(
  overrides: NodeJS.ProcessEnv = {},
  parts: Partial<PlatformParts> = {},
): Promise<TestPlatform> {
  return startTestPlatform(overrides, parts, await ownTestPlace(await demoWorldTemplate()));
}
