// The 23 provinces and the Ciudad Autónoma de Buenos Aires, keyed by their GeoNames admin1 code
// (the code every bundled city carries). Populations: 2022 census; coordinates: rough centres.
import { type Place, SPECIFICITY } from './place.ts';

interface ProvinceRow {
  code: string;
  slug: string;
  name: string;
  population: number;
  coordinates: readonly [number, number];
  aliases?: readonly string[];
}

const PROVINCE_ROWS: readonly ProvinceRow[] = [
  {
    code: '01',
    slug: 'buenos-aires',
    name: 'Buenos Aires',
    population: 17_569_053,
    coordinates: [-36.6769, -60.5588],
    aliases: ['Provincia de Buenos Aires', 'Bs As', 'Bs. As.', 'Bsas', 'PBA'],
  },
  { code: '02', slug: 'catamarca', name: 'Catamarca', population: 429_556, coordinates: [-27.3358, -66.9477] },
  { code: '03', slug: 'chaco', name: 'Chaco', population: 1_129_606, coordinates: [-26.3864, -60.7658] },
  { code: '04', slug: 'chubut', name: 'Chubut', population: 603_120, coordinates: [-43.7886, -68.5268] },
  { code: '05', slug: 'cordoba', name: 'Córdoba', population: 3_840_905, coordinates: [-32.1429, -63.8018] },
  { code: '06', slug: 'corrientes', name: 'Corrientes', population: 1_212_696, coordinates: [-28.7743, -57.8012] },
  {
    code: '07',
    slug: 'caba',
    name: 'Ciudad Autónoma de Buenos Aires',
    population: 3_121_707,
    coordinates: [-34.6037, -58.3816],
    aliases: ['CABA', 'Capital Federal', 'Ciudad de Buenos Aires', 'Cap. Fed.', 'Cap Fed'],
  },
  { code: '08', slug: 'entre-rios', name: 'Entre Ríos', population: 1_425_578, coordinates: [-32.0589, -59.2014] },
  { code: '09', slug: 'formosa', name: 'Formosa', population: 607_419, coordinates: [-24.8949, -59.9324] },
  { code: '10', slug: 'jujuy', name: 'Jujuy', population: 811_611, coordinates: [-23.32, -65.7643] },
  { code: '11', slug: 'la-pampa', name: 'La Pampa', population: 361_859, coordinates: [-37.1316, -65.4466] },
  { code: '12', slug: 'la-rioja', name: 'La Rioja', population: 384_607, coordinates: [-29.6857, -67.1817] },
  { code: '13', slug: 'mendoza', name: 'Mendoza', population: 2_043_540, coordinates: [-34.6299, -68.5831] },
  { code: '14', slug: 'misiones', name: 'Misiones', population: 1_280_960, coordinates: [-26.8754, -54.6516] },
  { code: '15', slug: 'neuquen', name: 'Neuquén', population: 710_814, coordinates: [-38.6417, -70.1199] },
  { code: '16', slug: 'rio-negro', name: 'Río Negro', population: 762_067, coordinates: [-40.8261, -66.9755] },
  { code: '17', slug: 'salta', name: 'Salta', population: 1_440_672, coordinates: [-24.2991, -64.8144] },
  { code: '18', slug: 'san-juan', name: 'San Juan', population: 822_853, coordinates: [-30.8653, -68.8895] },
  { code: '19', slug: 'san-luis', name: 'San Luis', population: 542_069, coordinates: [-33.7577, -66.0281] },
  { code: '20', slug: 'santa-cruz', name: 'Santa Cruz', population: 337_226, coordinates: [-48.8155, -69.9558] },
  { code: '21', slug: 'santa-fe', name: 'Santa Fe', population: 3_556_522, coordinates: [-30.7069, -60.9498] },
  {
    code: '22',
    slug: 'santiago-del-estero',
    name: 'Santiago del Estero',
    population: 1_060_906,
    coordinates: [-27.7834, -63.2526],
    aliases: ['Sgo. del Estero'],
  },
  {
    code: '23',
    slug: 'tierra-del-fuego',
    name: 'Tierra del Fuego',
    population: 190_641,
    coordinates: [-54.3, -67.7],
    aliases: ['TDF'],
  },
  { code: '24', slug: 'tucuman', name: 'Tucumán', population: 1_731_820, coordinates: [-26.9478, -65.3648] },
];

export const CAPITAL_PROVINCE_CODE = '07';

const provinceNames = new Map(PROVINCE_ROWS.map((row) => [row.code, row.name]));

/** 'Córdoba' for '05'; the name used after a comma in every description. */
export function provinceName(code: string): string {
  return provinceNames.get(code) ?? 'Argentina';
}

function toProvincePlace(row: ProvinceRow): Place {
  return {
    reference: `ar-province-${row.slug}`,
    name: row.name,
    description: row.code === CAPITAL_PROVINCE_CODE ? row.name : `Provincia de ${row.name}`,
    coordinates: row.coordinates,
    kind: 'province',
    provinceCode: row.code,
    population: row.population,
    aliases: row.aliases ?? [],
    specificity: SPECIFICITY.province,
  };
}

export function provincePlaces(): Place[] {
  return PROVINCE_ROWS.map(toProvincePlace);
}
