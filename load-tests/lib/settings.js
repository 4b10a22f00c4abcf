// What every scenario reads from the environment: where the platform is, the fixture the generator
// wrote, and how long and how many. `npm run load` sets them; by hand, pass them with `-e`.
export const BASE_URL = (__ENV.BASE_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');
/** Absolute path of the generator's fixture (npm run load writes .data/load-tests/fixture.json). */
export const FIXTURE = __ENV.FIXTURE;
/** The picture sellers attach, which the generator writes beside the fixture. */
export const LISTING_PHOTO = FIXTURE ? FIXTURE.replace(/[^/\\]+$/, 'listing-photo.jpg') : undefined;
/** Seconds measured, after WARMUP seconds of traffic that is not. */
export const DURATION_SECONDS = seconds(__ENV.DURATION, 60);
export const WARMUP_SECONDS = seconds(__ENV.WARMUP, 10);

function seconds(given, fallback) {
  const value = Number(given);
  return given !== undefined && given !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

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
