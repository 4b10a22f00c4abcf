// Argentine cities and towns from the bundled GeoNames extract, with the names sellers use for
// them and populations for partido seats GeoNames lists as 0 (2022 census, rounded).
import { ARGENTINE_CITIES, type ArgentineCityRow } from './argentineCities.ts';
import { type Place, SPECIFICITY } from './place.ts';
import { provinceName } from './provinces.ts';

const CITY_ALIASES: ReadonlyMap<number, readonly string[]> = new Map([
  [7647007, ['Bariloche']],
  [3832791, ['Carlos Paz']],
  [3860443, ['Comodoro']],
  [3840092, ['Madryn']],
  [3430863, ['MDP', 'Mardel']],
  [3436079, ['Escobar']],
  [3433975, ['Ezeiza']],
  [3433779, ['San Martín']],
]);

const POPULATION_FIXES: ReadonlyMap<number, number> = new Map([
  [3432135, 212_000], // Lanús
  [7535637, 342_000], // Avellaneda, Buenos Aires
  [3431271, 111_000], // Lomas de Zamora
  [3433923, 120_000], // Florencio Varela
  [3430310, 75_000], // Olivos
  [3429971, 25_000], // Pinamar
  [3428775, 105_000], // San Justo, Buenos Aires
  [3435611, 95_000], // Caseros, Buenos Aires
  [3433359, 170_000], // Ituzaingó, Buenos Aires
  [3435713, 30_000], // Cañuelas
  [3854964, 190_000], // Godoy Cruz
  [3435448, 35_000], // Chascomús
  [3430668, 30_000], // Miramar, Buenos Aires
  [3436040, 88_000], // Berisso
  [3434141, 56_000], // Ensenada
  [3433781, 87_000], // General Rodríguez
  [3430868, 43_000], // Marcos Paz
  [3436079, 55_000], // Belén de Escobar
  [3433975, 60_000], // José María Ezeiza
  [3433779, 120_000], // General San Martín, Buenos Aires
]);

function toCityPlace([geonamesId, name, provinceCode, population, latitude, longitude]: ArgentineCityRow): Place {
  return {
    reference: `ar-geonames-${geonamesId}`,
    name,
    description: `${name}, ${provinceName(provinceCode)}`,
    coordinates: [latitude, longitude],
    kind: 'city',
    provinceCode,
    population: POPULATION_FIXES.get(geonamesId) ?? population,
    aliases: CITY_ALIASES.get(geonamesId) ?? [],
    specificity: SPECIFICITY.city,
  };
}

export function cityPlaces(): Place[] {
  return ARGENTINE_CITIES.map(toCityPlace);
}
