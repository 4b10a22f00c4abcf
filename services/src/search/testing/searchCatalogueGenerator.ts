// Publications shaped like an Argentine marketplace (the benchmark's 100,000, the reference test's
// 20,000): properties (45 %), vehicles (30 %) and products (25 %), with typed extras, prices in both
// currencies, places around real towns and barrios, stock lines, priorities and ages up to a year.
// Seeded, so every run searches the same.

import { addressAt } from './searchCatalogueWorld.ts';
import type { CatalogueIds, PublicationSeed } from './searchWorld.ts';

/** mulberry32: small, fast, good enough to spread test data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const BENCH_PLACES = [
  ...['ar-barrio-palermo', 'ar-barrio-belgrano', 'ar-barrio-caballito', 'ar-barrio-recoleta', 'ar-barrio-almagro'],
  ...['ar-barrio-villa-urquiza', 'ar-barrio-nunez', 'ar-barrio-flores', 'ar-zona-nordelta', 'ar-geonames-3429980'],
  ...[
    'ar-geonames-3860259',
    'ar-geonames-3838583',
    'ar-geonames-3430863',
    'ar-geonames-3432043',
    'ar-geonames-3844421',
  ],
  ...[
    'ar-geonames-3427761',
    'ar-geonames-3428992',
    'ar-geonames-3838233',
    'ar-geonames-7647007',
    'ar-geonames-3843123',
  ],
];
export const MODELS: Record<string, string[]> = {
  toyota: ['Hilux', 'Corolla', 'Etios', 'Yaris', 'SW4'],
  volkswagen: ['Gol Trend', 'Amarok', 'Vento', 'Polo', 'Taos'],
  ford: ['Ranger', 'Focus', 'Ka', 'EcoSport', 'Territory'],
  chevrolet: ['Onix', 'Cruze', 'Tracker', 'S10', 'Prisma'],
  fiat: ['Cronos', 'Toro', 'Argo', 'Palio', 'Strada'],
  renault: ['Kangoo', 'Duster', 'Sandero', 'Logan', 'Alaskan'],
  peugeot: ['208', '2008', '308', 'Partner', '3008'],
  honda: ['Civic', 'HR-V', 'Fit', 'CR-V', 'City'],
  nissan: ['Frontier', 'Kicks', 'Versa', 'Sentra', 'March'],
  jeep: ['Renegade', 'Compass', 'Wrangler', 'Cherokee', 'Commander'],
  citroen: ['C4 Cactus', 'C3', 'Berlingo', 'C4', 'C5'],
};
export const AMENITIES = ['pileta', 'parrilla', 'gimnasio', 'sum', 'seguridad', 'laundry', 'solarium', 'balcon'];
export const COLORS = ['negro', 'blanco', 'gris', 'azul', 'rojo', 'verde', 'beige', 'rosa'];
export const SIZES = ['xs', 's', 'm', 'l', 'xl', 'xxl'];
export const HOME_CATEGORIES = [
  'Departamento',
  'Casa',
  'Propiedad horizontal (PH)',
  'Terreno',
  'Local comercial',
  'Oficina',
];
export const VEHICLE_CATEGORIES = ['Autos', 'Camionetas', 'Motos', 'Utilitarios'];
export const PRODUCT_CATEGORIES = ['Indumentaria', 'Calzado', 'Electrónica', 'Hogar', 'Deportes'];
export const FUELS = ['nafta', 'diesel', 'gnc', 'electrico', 'hibrido'];
export const GEARBOXES = ['manual', 'automatica'];
const STOCK_PLACES = ['Local Centro', 'Depósito', 'Sucursal Norte'];
const DAYS_IN_YEAR = 365;

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
export const between = (random: Random, min: number, max: number) => Math.floor(min + random() * (max - min + 1));
/** Prices spread like real ones: many cheap, few dear. */
export const logUniform = (random: Random, min: number, max: number) =>
  Math.round(Math.exp(Math.log(min) + random() * (Math.log(max) - Math.log(min))) / 100) * 100;

function jitteredAddress(random: Random) {
  const reference = pick(random, BENCH_PLACES);
  const address = addressAt(reference, 'Dirección de prueba');
  const [latitude, longitude] = address.geolocation.coordinates;
  const spread = 0.04;
  return {
    title: address.title,
    geolocation: {
      coordinates: [latitude + (random() - 0.5) * spread, longitude + (random() - 0.5) * spread] as [number, number],
    },
  };
}

function price(random: Random, dollars: [number, number], pesos: [number, number], dollarShare: number) {
  const currency = random() < dollarShare ? ('USD' as const) : ('ARS' as const);
  const [min, max] = currency === 'USD' ? dollars : pesos;
  const amount = logUniform(random, min, max);
  const amountSale = random() < 0.1 ? Math.round(amount * 0.9) : null;
  return { currency, amount, amountSale };
}

export type Operation = 'sale' | 'rent' | 'temporary_rent';

/** As on Argentine portals: most properties for sale, a fifth to rent, a few for the season. */
export function pickOperation(random: Random): Operation {
  const draw = random();
  return draw < 0.7 ? 'sale' : draw < 0.92 ? 'rent' : 'temporary_rent';
}

/** A rent per month in pesos (some in dollars), a temporary rent per night or per month. */
function rentalPrice(random: Random, operation: Exclude<Operation, 'sale'>) {
  const byNight = operation === 'temporary_rent' && random() < 0.75;
  const dollars = random() < (operation === 'rent' ? 0.15 : 0.5);
  const [min, max] = byNight
    ? dollars
      ? [40, 400]
      : [30_000, 300_000]
    : dollars
      ? [400, 3_000]
      : [250_000, 3_000_000];
  const amount = logUniform(random, min, max);
  return {
    currency: dollars ? ('USD' as const) : ('ARS' as const),
    amount,
    amountSale: null,
    pricePeriod: byNight ? ('night' as const) : ('month' as const),
  };
}

function home(random: Random, ids: CatalogueIds) {
  const rooms = between(random, 1, 6);
  const covered = between(random, 25, 300);
  const garage = random();
  const extras: Record<string, unknown> = {
    ambientes: rooms,
    dormitorios: Math.max(0, rooms - 1),
    banos: between(random, 1, 3),
    m2_cubiertos: covered,
    m2_totales: covered + between(random, 0, 500),
    antiguedad: between(random, 0, 80),
    amenities: AMENITIES.filter(() => random() < 0.25),
    ...(garage < 0.4 ? { cochera: true } : garage < 0.7 ? { cochera: false } : {}),
    ...(random() < 0.3 ? { apto_credito: true } : {}),
    ...(random() < 0.2 ? { expensas: logUniform(random, 10_000, 300_000) } : {}),
  };
  const category = pick(random, HOME_CATEGORIES);
  return {
    typeId: ids.typeId('inmuebles'),
    title: `${category} de ${rooms} ambientes`,
    categories: [ids.categoryId('inmuebles', category)],
    address: jitteredAddress(random),
    extras,
    ...homePrice(random),
  };
}

function homePrice(random: Random) {
  const operation = pickOperation(random);
  if (operation !== 'sale') return { operation, ...rentalPrice(random, operation) };
  return { operation, pricePeriod: null, ...price(random, [30_000, 800_000], [20_000_000, 600_000_000], 0.8) };
}

function vehicle(random: Random, ids: CatalogueIds) {
  const brand = pick(random, Object.keys(MODELS));
  const model = pick(random, MODELS[brand]!);
  const category = pick(random, ['Autos', ...VEHICLE_CATEGORIES]);
  const extras = {
    marca: brand,
    modelo: model,
    anio: between(random, 2000, 2025),
    kilometros: between(random, 0, 300) * 1_000,
    combustible: pick(random, ['nafta', ...FUELS]),
    transmision: pick(random, ['manual', ...GEARBOXES]),
  };
  return {
    typeId: ids.typeId('vehiculos'),
    title: `${brand} ${model}`,
    categories: [ids.categoryId('vehiculos', category)],
    ...(random() < 0.7 ? { address: jitteredAddress(random) } : {}),
    extras,
    ...price(random, [3_000, 80_000], [2_000_000, 60_000_000], 0.5),
  };
}

function product(random: Random, ids: CatalogueIds) {
  const category = pick(random, PRODUCT_CATEGORIES);
  const stock = Array.from({ length: between(random, 0, 3) }, () => ({
    place: pick(random, STOCK_PLACES),
    color: pick(random, COLORS),
    size: pick(random, SIZES).toUpperCase(),
    quantity: between(random, 0, 10),
  }));
  return {
    typeId: ids.typeId('productos'),
    title: `${category} ${pick(random, COLORS)}`,
    categories: [ids.categoryId('productos', category)],
    extras: { talle: pick(random, SIZES), color: pick(random, COLORS), stock },
    ...price(random, [10, 2_000], [2_000, 2_000_000], 0.05),
  };
}

/**
 * The catalogue's publications one at a time, the same and in the same order as generatePublications:
 * a benchmark of a million publications appends them without ever holding them all.
 */
export function* publicationSeeds(
  ids: CatalogueIds,
  count: number,
  sellers: readonly string[],
): Generator<PublicationSeed, void, undefined> {
  const random = seededRandom(20_240_806);
  for (let index = 0; index < count; index++) {
    const kind = random();
    const fields = kind < 0.45 ? home(random, ids) : kind < 0.75 ? vehicle(random, ids) : product(random, ids);
    const priority = random();
    yield {
      ...fields,
      creatorId: pick(random, sellers),
      public: random() < 0.95,
      ageDays: random() * DAYS_IN_YEAR,
      ...(priority < 0.05 ? { priorityDays: between(random, 1, 30) } : priority < 0.07 ? { priorityDays: -5 } : {}),
    };
  }
}

export function generatePublications(ids: CatalogueIds, count: number, sellers: readonly string[]): PublicationSeed[] {
  return [...publicationSeeds(ids, count, sellers)];
}
