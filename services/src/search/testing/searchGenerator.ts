// Searches drawn at random (seeded) over the vocabulary of the generated catalogue: one to three
// items of any type, with or without a category, extras of every kind (ranges, booleans, words,
// lists), prices in either currency, stock, places with and without a radius, a storefront, every
// order. What a person could build in the search builder, in the shapes the client sends.
import type { SearchExtraValue, SearchFilterInput } from '@app/contracts';
import {
  AMENITIES,
  BENCH_PLACES,
  between,
  COLORS,
  FUELS,
  GEARBOXES,
  HOME_CATEGORIES,
  logUniform,
  MODELS,
  type Operation,
  PRODUCT_CATEGORIES,
  pick,
  pickOperation,
  type Random,
  SIZES,
  seededRandom,
  VEHICLE_CATEGORIES,
} from './searchCatalogueGenerator.ts';
import type { SearchBody } from './searchClient.ts';
import type { CatalogueIds } from './searchWorld.ts';

type Extras = Record<string, SearchExtraValue>;

const ORDERS = ['relevance', 'relevance', 'relevance', 'newest', 'price_asc', 'price_desc'] as const;

/** A range with either end left open now and then. */
function range(random: Random, min: number, max: number) {
  const low = between(random, min, max);
  const high = between(random, low, max);
  const open = random();
  return { min: open < 0.2 ? null : low, max: open > 0.8 ? null : high };
}

const sometimes = <Value extends object>(random: Random, share: number, value: () => Value): Partial<Value> =>
  random() < share ? value() : {};

function homeExtras(random: Random): Extras {
  return {
    ...sometimes(random, 0.3, () => ({ ambientes: range(random, 1, 6) })),
    ...sometimes(random, 0.15, () => ({ dormitorios: range(random, 0, 5) })),
    ...sometimes(random, 0.2, () => ({ cochera: random() < 0.7 })),
    ...sometimes(random, 0.1, () => ({ apto_credito: true })),
    ...sometimes(random, 0.15, () => ({ amenities: [pick(random, AMENITIES), pick(random, AMENITIES)] })),
    ...sometimes(random, 0.15, () => ({ m2_totales: range(random, 25, 800) })),
    ...sometimes(random, 0.1, () => ({ antiguedad: range(random, 0, 80) })),
  };
}

function vehicleExtras(random: Random): Extras {
  const brand = pick(random, Object.keys(MODELS));
  return {
    ...sometimes(random, 0.25, () => ({ marca: random() < 0.7 ? brand : [brand, pick(random, Object.keys(MODELS))] })),
    ...sometimes(random, 0.15, () => ({ modelo: pick(random, MODELS[brand]!) })),
    ...sometimes(random, 0.25, () => ({ anio: range(random, 2000, 2025) })),
    ...sometimes(random, 0.2, () => ({ kilometros: range(random, 0, 300_000) })),
    ...sometimes(random, 0.2, () => ({ combustible: pick(random, FUELS) })),
    ...sometimes(random, 0.2, () => ({ transmision: pick(random, GEARBOXES) })),
  };
}

function productExtras(random: Random): Extras {
  return {
    ...sometimes(random, 0.25, () => ({ talle: pick(random, SIZES) })),
    ...sometimes(random, 0.25, () => ({ color: pick(random, COLORS) })),
  };
}

const KINDS = {
  inmuebles: { categories: HOME_CATEGORIES, extras: homeExtras, dollars: [30_000, 800_000], pesos: [2e7, 6e8] },
  vehiculos: { categories: VEHICLE_CATEGORIES, extras: vehicleExtras, dollars: [3_000, 80_000], pesos: [2e6, 6e7] },
  productos: { categories: PRODUCT_CATEGORIES, extras: productExtras, dollars: [10, 2_000], pesos: [2_000, 2e6] },
} as const;

function amount(random: Random, [low, high]: readonly [number, number]) {
  const first = logUniform(random, low, high);
  const second = logUniform(random, low, high);
  const open = random();
  return { min: open < 0.3 ? null : Math.min(first, second), max: open > 0.7 ? null : Math.max(first, second) };
}

/** A rent's budget in pesos per month; a temporary rent's per night. */
const RENTAL_PESOS: Record<Exclude<Operation, 'sale'>, [number, number]> = {
  rent: [250_000, 3_000_000],
  temporary_rent: [30_000, 300_000],
};
const RENTAL_DOLLARS: Record<Exclude<Operation, 'sale'>, [number, number]> = {
  rent: [400, 3_000],
  temporary_rent: [40, 400],
};

function budget(slug: keyof typeof KINDS, operation: Operation, currency: 'USD' | 'ARS'): readonly [number, number] {
  const kind = KINDS[slug];
  if (slug === 'inmuebles' && operation !== 'sale')
    return currency === 'USD' ? RENTAL_DOLLARS[operation] : RENTAL_PESOS[operation];
  return currency === 'USD' ? kind.dollars : kind.pesos;
}

/** Every property item of one search names the search's operation: a search never mixes them. */
function item(random: Random, ids: CatalogueIds, operation: Operation): SearchFilterInput {
  const slug = pick(random, Object.keys(KINDS) as (keyof typeof KINDS)[]);
  const kind = KINDS[slug];
  const currency = random() < 0.5 ? ('USD' as const) : ('ARS' as const);
  return {
    type_id: ids.typeId(slug),
    ...(slug === 'inmuebles' ? { operation } : {}),
    ...sometimes(random, 0.5, () => ({ category_id: ids.categoryId(slug, pick(random, kind.categories)) })),
    extras: kind.extras(random),
    ...sometimes(random, 0.3, () => ({
      currency,
      amount: amount(random, budget(slug, operation, currency)),
    })),
    ...(slug === 'productos'
      ? sometimes(random, 0.15, () => ({ stock: { colors: [pick(random, COLORS)], sizes: [pick(random, SIZES)] } }))
      : {}),
  };
}

function places(random: Random) {
  const count = random() < 0.7 ? 1 : 2;
  return Array.from({ length: count }, () => ({
    reference: pick(random, BENCH_PLACES),
    ...sometimes(random, 0.3, () => ({ radius_km: between(random, 1, 30) })),
  }));
}

export function generateSearches(ids: CatalogueIds, count: number, seed: number, seller: string): SearchBody[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const items = random() < 0.7 ? 1 : random() < 0.7 ? 2 : 3;
    const operation = pickOperation(random);
    return {
      filters: Array.from({ length: items }, () => item(random, ids, operation)),
      ...sometimes(random, 0.35, () => ({ places: places(random) })),
      order: pick(random, ORDERS),
      ...sometimes(random, 0.1, () => ({ user_id: seller })),
    };
  });
}
