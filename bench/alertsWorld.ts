// The alerts benchmark's saved searches: `count` searches with alerts on, appended to the log as
// their owners' facts (created, alerts switched on) by parallel appenders, then projected. Each
// looks for one type (sometimes a category) around one of the benchmark's places, within 2–20 km,
// half of them with a price band in dollars, none with an operation or words: broader than a market's
// saved searches (a generated publication alerts 3,922 of 100,000; a product, which places never
// narrow, 9,623: docs/decisions/instant-alerts.md), kept so as the percolator's worst case.
import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '@app/eventstore';
import { type Platform, readModelsCaughtUp } from '@app/services';
import { addressAt, BENCH_PLACES, type CatalogueIds, seededRandom } from '@app/services/testing';

const APPENDERS = 8;
const TYPES = [
  { slug: 'inmuebles', categories: ['Departamento', 'Casa', 'Terreno'] },
  { slug: 'vehiculos', categories: ['Autos', 'Camionetas'] },
  { slug: 'productos', categories: ['Indumentaria', 'Hogar'] },
] as const;

function searchEvents(ids: CatalogueIds, random: () => number, searchId: string, ownerId: string) {
  const kind = TYPES[Math.floor(random() * TYPES.length)]!;
  const category =
    random() < 0.5 ? ids.categoryId(kind.slug, kind.categories[Math.floor(random() * kind.categories.length)]!) : null;
  const banded = random() < 0.5;
  const min = Math.round(random() * 150_000);
  const filter = {
    title: null,
    type_id: ids.typeId(kind.slug),
    category_id: category,
    currency: banded ? ('USD' as const) : null,
    amount: banded ? { min, max: min + 100_000 } : null,
    extras: {},
    stock: null,
  };
  const reference = BENCH_PLACES[Math.floor(random() * BENCH_PLACES.length)]!;
  const { coordinates } = addressAt(reference, 'Zona').geolocation;
  const place = {
    id: reference,
    name: 'Zona',
    reference,
    description: 'Zona',
    coordinates,
    radius_km: 2 + random() * 18,
  };
  const owner = { kind: 'user' as const, userId: ownerId };
  const scope = { micrositeId: null, groupId: null, userId: null };
  return {
    created: {
      type: 'search.created.v1',
      data: { searchId, filters: [filter], places: [place], order: 'newest', owner, scope, autocompleted: false },
    },
    switched: { type: 'search_alert.switched.v1', data: { searchId, userId: ownerId, on: true, email: false } },
  };
}

export async function appendAlertedSearches(platform: Platform, databaseUrl: string, ids: CatalogueIds, count: number) {
  const store = await PostgresEventStore.connect({ connectionString: databaseUrl, poolSize: APPENDERS });
  const random = seededRandom(26);
  const occurredAt = platform.clock.now().toISOString();
  const metadata = { userId: null, correlationId: randomUUID(), causationId: null, occurredAt };
  let next = 0;
  const appender = async () => {
    while (next < count) {
      next += 1;
      const searchId = randomUUID();
      const ownerId = randomUUID();
      const { created, switched } = searchEvents(ids, random, searchId, ownerId);
      await store.append(`search-${searchId}`, [{ ...created, metadata }], 'no_stream');
      await store.append(`search_alert-${searchId}-${ownerId}`, [{ ...switched, metadata }], 'no_stream');
    }
  };
  try {
    await Promise.all(Array.from({ length: APPENDERS }, appender));
  } finally {
    await store.close();
  }
  if (!(await readModelsCaughtUp(platform, 30 * 60_000)))
    throw new Error('projections did not catch up with the searches');
}
