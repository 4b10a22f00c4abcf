// What `npm run load:generate -- [flags]` asks for: the world's size (flags, else LOAD_PUBLICATIONS,
// LOAD_USERS and LOAD_SEARCHES, else the full run's) and where the fixture goes.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPOSITORY_ROOT } from '@app/services';
import { FULL_WORLD, WORLD_FLAGS, type WorldSize, worldSize } from './options.ts';

export const DEFAULT_FIXTURE = path.join(REPOSITORY_ROOT, '.data', 'load-tests', 'fixture.json');

export const USAGE = `BASE_URL=<deployment> DATABASE_URL=... [EVENTSTORE_URL=...] JWT_SECRET=... \\
  npm run load:generate -- [--publications <n>] [--users <n>] [--searches <n>] [--out <fixture.json>]
  Sizes default to LOAD_PUBLICATIONS, LOAD_USERS, LOAD_SEARCHES, else the full run's
  (${FULL_WORLD.publications} / ${FULL_WORLD.users} / ${FULL_WORLD.searches}); --out to ${path.relative(REPOSITORY_ROOT, DEFAULT_FIXTURE)}.`;

export interface GenerateOptions {
  world: WorldSize;
  fixtureFile: string;
}

/** An empty variable counts as unset: compose passes `${LOAD_USERS:-}` when nobody chose. */
const setting = (value: string | undefined) => (value === '' ? undefined : value);

export function parseGenerateOptions(args: readonly string[], environment: NodeJS.ProcessEnv): GenerateOptions {
  const { values } = parseArgs({ args: [...args], options: { ...WORLD_FLAGS, out: { type: 'string' } } });
  const given = {
    publications: values.publications ?? setting(environment.LOAD_PUBLICATIONS),
    users: values.users ?? setting(environment.LOAD_USERS),
    searches: values.searches ?? setting(environment.LOAD_SEARCHES),
  };
  return { world: worldSize(given, FULL_WORLD), fixtureFile: path.resolve(values.out ?? DEFAULT_FIXTURE) };
}
