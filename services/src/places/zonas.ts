// Well-known zonas sellers name instead of a city or barrio, and Gran Buenos Aires localities the
// GeoNames extract lacks. Neighbourhood-sized ones beat a city mentioned in the same sentence
// ('Nordelta, Tigre'); regions lose to it ('Olivos, zona norte'). Populations are rough.
import { type Place, SPECIFICITY } from './place.ts';

interface ZonaRow {
  slug: string;
  name: string;
  description: string;
  coordinates: readonly [number, number];
  provinceCode: string;
  scale: Exclude<keyof typeof SPECIFICITY, 'province'>;
  population: number;
  aliases?: readonly string[];
}

const ZONA_ROWS: readonly ZonaRow[] = [
  {
    slug: 'nordelta',
    name: 'Nordelta',
    description: 'Nordelta, Tigre, Buenos Aires',
    coordinates: [-34.403, -58.644],
    provinceCode: '01',
    scale: 'neighbourhood',
    population: 45_000,
  },
  {
    slug: 'microcentro',
    name: 'Microcentro',
    description: 'Microcentro, Ciudad Autónoma de Buenos Aires',
    coordinates: [-34.6033, -58.376],
    provinceCode: '07',
    scale: 'neighbourhood',
    population: 30_000,
  },
  {
    slug: 'barrio-norte',
    name: 'Barrio Norte',
    description: 'Barrio Norte, Recoleta, Ciudad Autónoma de Buenos Aires',
    coordinates: [-34.5945, -58.402],
    provinceCode: '07',
    scale: 'neighbourhood',
    population: 60_000,
  },
  {
    slug: 'palermo-soho',
    name: 'Palermo Soho',
    description: 'Palermo Soho, Palermo, Ciudad Autónoma de Buenos Aires',
    coordinates: [-34.588, -58.43],
    provinceCode: '07',
    scale: 'neighbourhood',
    population: 40_000,
  },
  {
    slug: 'palermo-hollywood',
    name: 'Palermo Hollywood',
    description: 'Palermo Hollywood, Palermo, Ciudad Autónoma de Buenos Aires',
    coordinates: [-34.582, -58.438],
    provinceCode: '07',
    scale: 'neighbourhood',
    population: 40_000,
  },
  {
    slug: 'palermo-chico',
    name: 'Palermo Chico',
    description: 'Palermo Chico, Palermo, Ciudad Autónoma de Buenos Aires',
    coordinates: [-34.578, -58.408],
    provinceCode: '07',
    scale: 'neighbourhood',
    population: 20_000,
  },
  {
    slug: 'las-canitas',
    name: 'Las Cañitas',
    description: 'Las Cañitas, Palermo, Ciudad Autónoma de Buenos Aires',
    coordinates: [-34.568, -58.435],
    provinceCode: '07',
    scale: 'neighbourhood',
    population: 20_000,
  },
  {
    slug: 'puerto-norte',
    name: 'Puerto Norte',
    description: 'Puerto Norte, Rosario, Santa Fe',
    coordinates: [-32.923, -60.665],
    provinceCode: '21',
    scale: 'neighbourhood',
    population: 10_000,
  },
  {
    slug: 'zona-norte',
    name: 'Zona Norte',
    description: 'Zona Norte, Gran Buenos Aires',
    coordinates: [-34.48, -58.55],
    provinceCode: '01',
    scale: 'region',
    population: 2_000_000,
    aliases: ['Zona Norte GBA'],
  },
  {
    slug: 'zona-sur',
    name: 'Zona Sur',
    description: 'Zona Sur, Gran Buenos Aires',
    coordinates: [-34.76, -58.38],
    provinceCode: '01',
    scale: 'region',
    population: 3_500_000,
  },
  {
    slug: 'zona-oeste',
    name: 'Zona Oeste',
    description: 'Zona Oeste, Gran Buenos Aires',
    coordinates: [-34.65, -58.65],
    provinceCode: '01',
    scale: 'region',
    population: 3_500_000,
  },
  {
    slug: 'gran-buenos-aires',
    name: 'Gran Buenos Aires',
    description: 'Gran Buenos Aires, Buenos Aires',
    coordinates: [-34.65, -58.55],
    provinceCode: '01',
    scale: 'region',
    population: 10_000_000,
    aliases: ['GBA', 'Conurbano', 'Conurbano bonaerense', 'AMBA'],
  },
];

/** Gran Buenos Aires localities: slug, name, latitude, longitude, rough population. */
type LocalityRow = readonly [slug: string, name: string, latitude: number, longitude: number, population: number];

const GBA_LOCALITIES: readonly LocalityRow[] = [
  ['vicente-lopez', 'Vicente López', -34.526, -58.473, 25000],
  ['martinez', 'Martínez', -34.492, -58.506, 65000],
  ['san-fernando', 'San Fernando', -34.442, -58.559, 70000],
  ['ramos-mejia', 'Ramos Mejía', -34.641, -58.565, 100000],
  ['castelar', 'Castelar', -34.652, -58.644, 90000],
  ['haedo', 'Haedo', -34.644, -58.592, 40000],
  ['banfield', 'Banfield', -34.744, -58.396, 60000],
  ['temperley', 'Temperley', -34.775, -58.398, 120000],
  ['bernal', 'Bernal', -34.709, -58.281, 110000],
  ['wilde', 'Wilde', -34.704, -58.317, 65000],
  ['villa-ballester', 'Villa Ballester', -34.55, -58.558, 40000],
  ['munro', 'Munro', -34.53, -58.523, 35000],
  ['la-lucila', 'La Lucila', -34.499, -58.485, 20000],
  ['beccar', 'Béccar', -34.462, -58.528, 30000],
  ['boulogne', 'Boulogne', -34.494, -58.565, 30000],
  ['ciudadela', 'Ciudadela', -34.633, -58.538, 75000],
  ['villa-adelina', 'Villa Adelina', -34.523, -58.546, 40000],
  ['sarandi', 'Sarandí', -34.682, -58.34, 60000],
  ['canning', 'Canning', -34.853, -58.503, 25000],
  ['city-bell', 'City Bell', -34.866, -58.048, 35000],
  ['don-torcuato', 'Don Torcuato', -34.49, -58.623, 65000],
];

function toLocalityRow([slug, name, latitude, longitude, population]: LocalityRow): ZonaRow {
  const coordinates = [latitude, longitude] as const;
  return {
    slug,
    name,
    description: `${name}, Buenos Aires`,
    coordinates,
    provinceCode: '01',
    scale: 'city',
    population,
  };
}

function toZonaPlace(row: ZonaRow): Place {
  return {
    reference: `ar-zona-${row.slug}`,
    name: row.name,
    description: row.description,
    coordinates: row.coordinates,
    kind: 'zona',
    provinceCode: row.provinceCode,
    population: row.population,
    aliases: row.aliases ?? [],
    specificity: SPECIFICITY[row.scale],
  };
}

export function zonaPlaces(): Place[] {
  return [...ZONA_ROWS, ...GBA_LOCALITIES.map(toLocalityRow)].map(toZonaPlace);
}
