// What every scenario reads from the environment: where the platform is, the fixture the generator
// wrote, and how long and how many. `npm run load` sets them; by hand, pass them with `-e`.
export const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');
/** Absolute path of the generator's fixture (npm run load writes .data/load-tests/fixture.json). */
export const FIXTURE = __ENV.FIXTURE;
export const DURATION = __ENV.DURATION || '60s';

/** Virtual users: VUS when given, else the scenario's default. */
export function virtualUsers(fallback) {
  const given = Number(__ENV.VUS);
  return Number.isInteger(given) && given > 0 ? given : fallback;
}

/** Seconds a person pauses, uniformly between `min` and `max`. */
export function pause(min, max) {
  return min + Math.random() * (max - min);
}

export function pick(items) {
  return items[Math.floor(Math.random() * items.length)];
}
