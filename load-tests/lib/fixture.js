// The generator's fixture, parsed once and shared read-only by every VU (SharedArray).
import { SharedArray } from 'k6/data';
import { FIXTURE } from './settings.js';

if (!FIXTURE) throw new Error('FIXTURE is not set: run npm run load, or k6 run -e FIXTURE=<absolute path> ...');

function part(name) {
  return new SharedArray(name, () => {
    const value = JSON.parse(open(FIXTURE))[name];
    return Array.isArray(value) ? value : [value];
  });
}

export const searches = part('searches');
export const searchers = part('searchers');
export const sellers = part('sellers');
export const types = part('types');
export const places = part('places');
export const listings = part('listings');

export function typeNamed(slug) {
  for (const type of types) if (type.slug === slug) return type;
  throw new Error(`the fixture has no type ${slug}`);
}
