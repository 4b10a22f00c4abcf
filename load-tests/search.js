// The search builder: people choose a type, a category and a place, then move the price slider;
// each stop asks for the count again (the form waits 1 s after the last move, SPEC.md section 9),
// so many people sliding at once make a storm of counts. Then they create the search and swipe in.
import { sleep } from 'k6';
import { call } from './lib/api.js';
import { places, searchers, typeNamed } from './lib/fixture.js';
import { scenarioOptions, TARGETS } from './lib/scenarioOptions.js';
import { pause, pick } from './lib/settings.js';

const SLIDER_STOPS = [3, 8];
const PLACE_SHARE = 0.6;
const CATEGORY_SHARE = 0.5;
/** Builders by type: mostly properties, as on the platform; the usual currency of each. */
const KINDS = [
  { slug: 'inmuebles', currency: 'USD', weight: 0.55 },
  { slug: 'vehiculos', currency: 'ARS', weight: 0.3 },
  { slug: 'productos', currency: 'ARS', weight: 0.15 },
];

export const options = scenarioOptions('search', 50, {
  targeted: { count: TARGETS.count, results: TARGETS.results },
  reported: ['prices', 'create'],
});

function randomGuestKey() {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from({ length: 40 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}

// Half the builders are visitors with their guest key, half are signed in (__VU: this VU's number).
const caller = __VU % 2 === 1 ? { guestKey: randomGuestKey() } : { token: searchers[__VU % searchers.length].token };

function chooseKind() {
  let roll = Math.random();
  for (const kind of KINDS) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return KINDS[0];
}

const PROPERTY_OPERATIONS = ['sale', 'sale', 'sale', 'rent', 'temporary_rent'];

function draft() {
  const kind = chooseKind();
  const type = typeNamed(kind.slug);
  const filter = { type_id: type.id };
  // A property search names its operation first, as the builder asks (mostly sales, as the catalogue).
  if (kind.slug === 'inmuebles') filter.operation = pick(PROPERTY_OPERATIONS);
  if (type.categoryIds.length > 0 && Math.random() < CATEGORY_SHARE) filter.category_id = pick(type.categoryIds);
  const withPlace = kind.slug !== 'productos' && Math.random() < PLACE_SHARE;
  return { kind, filter, places: withPlace ? [{ reference: pick(places) }] : [] };
}

/** One stop of the slider: bounds somewhere inside the whole range, closing in as the person goes. */
function sliderStop(min, max, stop, stops) {
  const closing = (stop + 1) / stops;
  const low = min + (max - min) * Math.random() * 0.3 * closing;
  const high = max - (max - low) * Math.random() * 0.6 * closing;
  return { min: Math.floor(low), max: Math.max(Math.floor(low), Math.ceil(high)) };
}

export default function buildSearch() {
  const { kind, filter, places: chosenPlaces } = draft();
  const count = (filters) => call('POST', '/search/count', 'count', caller, { filters, places: chosenPlaces });
  count([filter]);
  sleep(pause(1, 2));
  const prices = call('POST', '/search/prices', 'prices', caller, {
    filters: [filter],
    places: chosenPlaces,
    currency: kind.currency,
  });
  let priced = filter;
  if (prices && prices.min !== null && prices.max !== null) {
    const stops = Math.round(pause(...SLIDER_STOPS));
    for (let stop = 0; stop < stops; stop++) {
      priced = { ...filter, currency: kind.currency, amount: sliderStop(prices.min, prices.max, stop, stops) };
      count([priced]);
      sleep(pause(1, 1.5));
    }
  }
  const created = call('POST', '/search', 'create', caller, { filters: [priced], places: chosenPlaces });
  if (created) {
    const uuid = created.data.uuid;
    const first = call('POST', `/search/${uuid}/results`, 'results', caller, { except: [] });
    sleep(pause(2, 5));
    if (first && first.data.length > 0) {
      call('POST', `/search/${uuid}/results`, 'results', caller, { except: first.data.map((card) => card.id) });
    }
  }
  sleep(pause(1, 3));
}
