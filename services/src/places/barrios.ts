// The 48 barrios of the Ciudad Autónoma de Buenos Aires: approximate centres and 2010 census
// populations (rounded; they only order suggestions).
import { type Place, SPECIFICITY } from './place.ts';
import { CAPITAL_PROVINCE_CODE, provinceName } from './provinces.ts';

type BarrioRow = readonly [name: string, latitude: number, longitude: number, population: number, aliases?: string[]];

const BARRIO_ROWS: readonly BarrioRow[] = [
  ['Agronomía', -34.593, -58.492, 13_900],
  ['Almagro', -34.609, -58.421, 131_700],
  ['Balvanera', -34.609, -58.403, 138_900],
  ['Barracas', -34.646, -58.384, 89_500],
  ['Belgrano', -34.562, -58.456, 126_800],
  ['Boedo', -34.63, -58.416, 47_300],
  ['Caballito', -34.618, -58.438, 176_100],
  ['Chacarita', -34.587, -58.454, 25_800],
  ['Coghlan', -34.561, -58.475, 18_000],
  ['Colegiales', -34.575, -58.45, 52_400],
  ['Constitución', -34.627, -58.384, 44_100],
  ['Flores', -34.63, -58.463, 164_000],
  ['Floresta', -34.629, -58.483, 37_500],
  ['La Boca', -34.635, -58.363, 45_100],
  ['La Paternal', -34.598, -58.469, 19_600, ['Paternal']],
  ['Liniers', -34.642, -58.52, 44_000],
  ['Mataderos', -34.657, -58.503, 64_000],
  ['Monte Castro', -34.619, -58.506, 32_800],
  ['Monserrat', -34.613, -58.38, 39_900, ['Montserrat']],
  ['Nueva Pompeya', -34.65, -58.417, 63_300, ['Pompeya']],
  ['Núñez', -34.545, -58.46, 49_000],
  ['Palermo', -34.58, -58.425, 225_900],
  ['Parque Avellaneda', -34.647, -58.48, 54_000],
  ['Parque Chacabuco', -34.636, -58.439, 57_000],
  ['Parque Chas', -34.585, -58.479, 17_500],
  ['Parque Patricios', -34.637, -58.4, 37_000],
  ['Puerto Madero', -34.611, -58.363, 6_700],
  ['Recoleta', -34.588, -58.397, 157_900],
  ['Retiro', -34.592, -58.375, 65_000],
  ['Saavedra', -34.553, -58.485, 51_700],
  ['San Cristóbal', -34.624, -58.402, 49_000],
  ['San Nicolás', -34.603, -58.381, 29_500],
  ['San Telmo', -34.621, -58.372, 20_400],
  ['Vélez Sársfield', -34.632, -58.492, 35_000, ['Vélez Sarfield']],
  ['Versalles', -34.631, -58.522, 13_800],
  ['Villa Crespo', -34.599, -58.438, 83_600],
  ['Villa del Parque', -34.605, -58.49, 56_700],
  ['Villa Devoto', -34.601, -58.513, 66_500, ['Devoto']],
  ['Villa General Mitre', -34.61, -58.469, 34_200],
  ['Villa Lugano', -34.678, -58.472, 114_200, ['Lugano']],
  ['Villa Luro', -34.637, -58.503, 32_700],
  ['Villa Ortúzar', -34.58, -58.468, 23_700],
  ['Villa Pueyrredón', -34.58, -58.502, 40_000],
  ['Villa Real', -34.62, -58.525, 13_700],
  ['Villa Riachuelo', -34.69, -58.47, 14_000],
  ['Villa Santa Rita', -34.615, -58.482, 34_000],
  ['Villa Soldati', -34.665, -58.445, 46_800],
  ['Villa Urquiza', -34.573, -58.487, 85_600],
];

function barrioSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
}

function toBarrioPlace([name, latitude, longitude, population, aliases]: BarrioRow): Place {
  return {
    reference: `ar-barrio-${barrioSlug(name)}`,
    name,
    description: `${name}, ${provinceName(CAPITAL_PROVINCE_CODE)}`,
    coordinates: [latitude, longitude],
    kind: 'barrio',
    provinceCode: CAPITAL_PROVINCE_CODE,
    population,
    aliases: aliases ?? [],
    specificity: SPECIFICITY.neighbourhood,
  };
}

export function barrioPlaces(): Place[] {
  return BARRIO_ROWS.map(toBarrioPlace);
}
