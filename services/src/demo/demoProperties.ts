// Inmobiliaria Palermo's listings: flats, houses, PHs, land, shops and offices around the city.
import type { Operation, PricePeriod } from '@app/contracts';
import type { DemoListing } from './demoListing.ts';
import { roundPrice } from './demoListing.ts';
import { demoAddress, PROPERTY_PLACES } from './demoPlaces.ts';
import type { DemoRandom } from './demoRandom.ts';

const KINDS = [
  { category: 'Departamento', noun: 'Departamento', weight: 10, rooms: [1, 5] },
  { category: 'Casa', noun: 'Casa', weight: 3, rooms: [3, 7] },
  { category: 'Propiedad horizontal (PH)', noun: 'PH', weight: 3, rooms: [2, 5] },
  { category: 'Terreno', noun: 'Terreno', weight: 1, rooms: [0, 0] },
  { category: 'Local comercial', noun: 'Local', weight: 1, rooms: [1, 2] },
  { category: 'Oficina', noun: 'Oficina', weight: 2, rooms: [1, 4] },
] as const;
const WEIGHTED = KINDS.flatMap((kind) => Array.from({ length: kind.weight }, () => kind));
const AMENITIES = ['pileta', 'parrilla', 'gimnasio', 'sum', 'seguridad', 'laundry', 'solarium', 'balcon'];
const QUALITIES = [
  'luminoso',
  'reciclado',
  'a estrenar',
  'con balcón',
  'al frente',
  'con vista abierta',
  'muy silencioso',
];
const NEAR = [
  'a metros del subte',
  'cerca de colegios y plazas',
  'sobre avenida con mucho movimiento',
  'en calle arbolada',
  'a dos cuadras del tren',
];

const TITLE_OPENINGS: Record<Operation, string> = {
  sale: '',
  rent: 'Alquiler: ',
  temporary_rent: 'Alquiler temporario: ',
};

function titleOf(noun: string, rooms: number, quality: string, place: string, operation: Operation): string {
  const size = rooms > 0 ? ` ${rooms} ${rooms === 1 ? 'ambiente' : 'ambientes'}` : '';
  return `${TITLE_OPENINGS[operation]}${noun}${size} ${quality} en ${place}`;
}

/**
 * Of the rentals, one in three is a temporary rent; a rent in four and half the temporary ones are
 * priced in dollars (furnished flats for foreigners), and a temporary rent in four by the month.
 * Counted from the listing's number rather than drawn, so the rest of the world stays as it was.
 */
function rentalTerms(index: number, monthlyPesos: number) {
  const operation: Operation = index % 3 === 0 ? 'temporary_rent' : 'rent';
  const dollars = operation === 'rent' ? index % 4 === 1 : index % 2 === 1;
  const byNight = operation === 'temporary_rent' && index % 4 !== 0;
  const pesos = byNight ? monthlyPesos / 18 : operation === 'temporary_rent' ? monthlyPesos * 1.4 : monthlyPesos;
  const amount = dollars ? roundPrice(pesos / 1_200, byNight ? 5 : 10) : roundPrice(pesos, byNight ? 1_000 : 10_000);
  const pricePeriod: PricePeriod = byNight ? 'night' : 'month';
  return { operation, pricePeriod, amount, currency: dollars ? ('USD' as const) : ('ARS' as const) };
}

function extrasOf(kind: (typeof KINDS)[number], rooms: number, random: DemoRandom): Record<string, unknown> {
  const covered = kind.category === 'Terreno' ? 0 : 25 + rooms * random.between(14, 24);
  const extras: Record<string, unknown> = {
    m2_totales: kind.category === 'Terreno' ? random.between(250, 900) : covered + random.between(0, 40),
    antiguedad: kind.category === 'Terreno' ? 0 : random.pick([0, 0, 5, 10, 15, 25, 40, 60]),
    apto_credito: random.chance(0.4),
  };
  if (kind.category === 'Terreno') return extras;
  Object.assign(extras, {
    ambientes: Math.min(10, rooms),
    dormitorios: Math.max(0, rooms - 1),
    banos: Math.min(10, Math.max(1, Math.round(rooms / 2))),
    m2_cubiertos: covered,
    cochera: random.chance(0.45),
  });
  if (kind.category === 'Departamento') {
    extras.expensas = roundPrice(random.between(45_000, 260_000), 1_000);
    extras.amenities = random.some(AMENITIES, random.between(0, 4));
  }
  return extras;
}

function propertyListing(random: DemoRandom, index: number): DemoListing {
  const kind = random.pick(WEIGHTED);
  const rooms = random.between(kind.rooms[0], kind.rooms[1]);
  const placeName = random.pick(PROPERTY_PLACES);
  const forRent = kind.category !== 'Terreno' && random.chance(0.25);
  const quality = random.pick(QUALITIES);
  const extras = extrasOf(kind, rooms, random);
  const surface = Number(extras.m2_totales);
  const amount = forRent
    ? roundPrice(surface * random.between(9_000, 16_000), 10_000)
    : roundPrice(surface * random.between(1_800, 3_600), 500);
  const terms = forRent
    ? rentalTerms(index, amount)
    : { operation: 'sale' as const, pricePeriod: null, amount, currency: 'USD' as const };
  return {
    typeSlug: 'inmuebles',
    category: kind.category,
    title: titleOf(kind.noun, rooms, quality, placeName, terms.operation),
    description: `${kind.noun} ${quality}, ${random.pick(NEAR)}. ${surface} m² totales. Consultá por visitas de lunes a sábado.`,
    amount: terms.amount,
    amountSale: !forRent && random.chance(0.12) ? roundPrice(amount * 0.92, 500) : null,
    currency: terms.currency,
    operation: terms.operation,
    pricePeriod: terms.pricePeriod,
    address: demoAddress(placeName, random),
    extras,
    public: random.chance(0.95),
    priority: random.chance(0.1) ? { slug: random.pick(['destacada', 'oportunidad']), description: null } : null,
  };
}

export function demoProperties(random: DemoRandom, count: number): DemoListing[] {
  return Array.from({ length: count }, (_, index) => propertyListing(random, index));
}
