// What `npm run load -- [flags]` asks for: how much data, how long, how many virtual users, which
// scenarios. `--smoke` is the short, light run CI does; any other flag still overrides it.
import { parseArgs } from 'node:util';

export const SCENARIO_NAMES = ['swipe', 'live', 'search', 'sellers'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export interface WorldSize {
  publications: number;
  users: number;
  searches: number;
}

export interface LoadOptions {
  smoke: boolean;
  world: WorldSize;
  /** Unmeasured traffic before each scenario's measured window. */
  warmupSeconds: number;
  durationSeconds: number;
  /** Virtual users per scenario (live: searches whose participants swipe together). */
  vus: Record<ScenarioName, number>;
  scenarios: ScenarioName[];
}

/** The full run's world, also what `npm run load:generate` puts into a deployment by default. */
export const FULL_WORLD: WorldSize = { publications: 100_000, users: 5_000, searches: 1_000 };

const FULL: Omit<LoadOptions, 'scenarios'> = {
  smoke: false,
  world: FULL_WORLD,
  warmupSeconds: 10,
  durationSeconds: 60,
  vus: { swipe: 200, live: 20, search: 50, sellers: 20 },
};

const SMOKE: Omit<LoadOptions, 'scenarios'> = {
  smoke: true,
  world: { publications: 2_000, users: 50, searches: 10 },
  warmupSeconds: 5,
  durationSeconds: 10,
  vus: { swipe: 5, live: 2, search: 3, sellers: 2 },
};

export const USAGE = `npm run load -- [--smoke] [--duration <seconds>] [--warmup <seconds>] [--publications <n>] [--users <n>]
                 [--searches <n>] [--vus <n>] [--scenarios ${SCENARIO_NAMES.join(',')}]
  --vus sets the swipe scenario's virtual users (default 200; 5 with --smoke).`;

function wholeNumber(name: string, value: string | undefined, fallback: number, least = 1): number {
  if (value === undefined) return fallback;
  const parsed = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(parsed) || parsed < least)
    throw new Error(`--${name} wants a whole number from ${least}: ${value}`);
  return parsed;
}

/** The flags that size the world, shared with `npm run load:generate`. */
export const WORLD_FLAGS = {
  publications: { type: 'string' },
  users: { type: 'string' },
  searches: { type: 'string' },
} as const;

export function worldSize(
  given: { publications?: string | undefined; users?: string | undefined; searches?: string | undefined },
  fallback: WorldSize,
): WorldSize {
  return {
    publications: wholeNumber('publications', given.publications, fallback.publications),
    users: wholeNumber('users', given.users, fallback.users),
    searches: wholeNumber('searches', given.searches, fallback.searches),
  };
}

function scenarioList(value: string | undefined): ScenarioName[] {
  if (value === undefined) return [...SCENARIO_NAMES];
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(SCENARIO_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown scenario(s): ${unknown.join(', ')}`);
  return names as ScenarioName[];
}

export function parseLoadOptions(args: readonly string[]): LoadOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      smoke: { type: 'boolean', default: false },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      ...WORLD_FLAGS,
      vus: { type: 'string' },
      scenarios: { type: 'string' },
    },
  });
  const base = values.smoke ? SMOKE : FULL;
  return {
    smoke: base.smoke,
    world: worldSize(values, base.world),
    warmupSeconds: wholeNumber('warmup', values.warmup, base.warmupSeconds, 0),
    durationSeconds: wholeNumber('duration', values.duration, base.durationSeconds),
    vus: { ...base.vus, swipe: wholeNumber('vus', values.vus, base.vus.swipe) },
    scenarios: scenarioList(values.scenarios),
  };
}
