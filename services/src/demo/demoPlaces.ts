// Where the demo publications are: real places of the bundled gazetteer, each publication a few
// blocks away from its place's centre so the map shows them apart.
import { argentineGazetteer, foldText, type Place } from '../places/index.ts';
import type { DemoRandom } from './demoRandom.ts';

export interface DemoAddress {
  title: string;
  coordinates: [number, number];
}

/** CABA barrios and the northern suburbs, where a Palermo agency sells. */
export const PROPERTY_PLACES = [
  'Palermo',
  'Belgrano',
  'Recoleta',
  'Núñez',
  'Colegiales',
  'Villa Crespo',
  'Caballito',
  'Almagro',
  'Villa Urquiza',
  'Saavedra',
  'Vicente López',
  'Olivos',
  'San Isidro',
  'Tigre',
  'Nordelta',
  'Pilar',
];

/** The southern suburbs and the cities a dealer from the south ships to. */
export const VEHICLE_PLACES = [
  'Lomas de Zamora',
  'Banfield',
  'Temperley',
  'Adrogué',
  'Quilmes',
  'Avellaneda',
  'Lanús',
  'Berazategui',
  'La Plata',
  'Mar del Plata',
  'Bahía Blanca',
  'Tandil',
  'Rosario',
  'San Carlos de Bariloche',
  'Puerto Madryn',
  'Comodoro Rivadavia',
];

const KIND_ORDER = ['barrio', 'zona', 'city', 'province'];

function placeNamed(name: string, places: readonly Place[]): Place {
  const key = foldText(name);
  const matches = places
    .filter((place) => foldText(place.name) === key)
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || b.population - a.population);
  const place = matches[0];
  if (!place) throw new Error(`the gazetteer has no place named ${name}`);
  return place;
}

/** About 500 m around the place's centre. */
const nearby = (coordinate: number, random: DemoRandom) =>
  Number((coordinate + (random.next() - 0.5) * 0.01).toFixed(5));

export function demoAddress(name: string, random: DemoRandom): DemoAddress {
  const place = placeNamed(name, argentineGazetteer().places);
  const [latitude, longitude] = place.coordinates;
  return { title: place.description, coordinates: [nearby(latitude, random), nearby(longitude, random)] };
}
