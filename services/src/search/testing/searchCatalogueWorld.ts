// A small world every search HTTP test reads: properties, vehicles and products with known
// extras, prices, places and stock, plus a private listing no search may show.
import type { Address } from '@app/contracts';
import type { Platform } from '../../platform.ts';
import { placeByReference } from '../criteria/searchPlaces.ts';
import { type CatalogueIds, type PublicationSeed, seedPublications, seedSearchCatalogue } from './searchWorld.ts';

export const PLACES = {
  palermo: 'ar-barrio-palermo',
  belgrano: 'ar-barrio-belgrano',
  pilar: 'ar-geonames-3429980',
  cordoba: 'ar-geonames-3860259',
} as const;

export function addressAt(reference: string, title: string): Address {
  const place = placeByReference(reference);
  if (!place) throw new Error(`no place ${reference}`);
  const [latitude, longitude] = place.coordinates;
  return { title, geolocation: { coordinates: [latitude, longitude] } };
}

export interface SearchWorld extends CatalogueIds {
  seller: string;
  ids: Record<string, string>;
}

function seeds(world: CatalogueIds, seller: string): PublicationSeed[] {
  const home = world.typeId('inmuebles');
  const vehicle = world.typeId('vehiculos');
  const product = world.typeId('productos');
  const flat = world.categoryId('inmuebles', 'Departamento');
  const house = world.categoryId('inmuebles', 'Casa');
  const pickup = world.categoryId('vehiculos', 'Camionetas');
  const clothes = world.categoryId('productos', 'Indumentaria');
  const flatIn = (reference: string, title: string) => ({ address: addressAt(reference, title), categories: [flat] });
  return [
    {
      typeId: home,
      title: 'Depto Palermo',
      ...flatIn(PLACES.palermo, 'Palermo'),
      currency: 'USD',
      amount: 120_000,
      extras: { ambientes: 2, cochera: true, amenities: ['pileta', 'parrilla'] },
      ageDays: 5,
      creatorId: seller,
    },
    {
      typeId: home,
      title: 'Depto Belgrano',
      ...flatIn(PLACES.belgrano, 'Belgrano'),
      currency: 'USD',
      amount: 200_000,
      amountSale: 180_000,
      extras: { ambientes: 3, cochera: false, amenities: ['pileta'] },
      ageDays: 4,
    },
    {
      typeId: home,
      title: 'Casa Pilar',
      categories: [house],
      address: addressAt(PLACES.pilar, 'Pilar'),
      currency: 'USD',
      amount: 300_000,
      extras: { ambientes: 5, cochera: true },
      ageDays: 3,
    },
    {
      typeId: home,
      title: 'Depto Córdoba',
      ...flatIn(PLACES.cordoba, 'Córdoba'),
      currency: 'ARS',
      amount: 90_000_000,
      extras: { ambientes: 2 },
      ageDays: 2,
      creatorId: seller,
    },
    {
      typeId: vehicle,
      title: 'Toyota Hilux',
      categories: [pickup],
      currency: 'USD',
      amount: 35_000,
      extras: { marca: 'toyota', modelo: 'Hilux', anio: 2019, kilometros: 80_000, combustible: 'diesel' },
      ageDays: 10,
      priorityDays: 5,
    },
    {
      typeId: vehicle,
      title: 'Ford Ranger',
      categories: [pickup],
      currency: 'USD',
      amount: 30_000,
      extras: { marca: 'ford', modelo: 'Ranger', anio: 2016, kilometros: 120_000, combustible: 'diesel' },
      ageDays: 1,
    },
    {
      typeId: vehicle,
      title: 'Fiat Cronos',
      currency: 'ARS',
      amount: 25_000_000,
      extras: { marca: 'fiat', modelo: 'Cronos', anio: 2022, kilometros: 10_000, combustible: 'nafta' },
      ageDays: 20,
      priorityDays: -1,
    },
    {
      typeId: product,
      title: 'Remera negra',
      categories: [clothes],
      currency: 'ARS',
      amount: 15_000,
      extras: {
        talle: 'm',
        color: 'negro',
        stock: [
          { place: 'Local Centro', color: 'Negro', size: 'M', quantity: 3 },
          { place: 'Depósito', color: 'Blanco', size: 'L', quantity: 0 },
        ],
      },
      ageDays: 6,
    },
    {
      typeId: home,
      title: 'Depto oculto',
      ...flatIn(PLACES.palermo, 'Palermo'),
      currency: 'USD',
      amount: 100_000,
      extras: { ambientes: 2 },
      public: false,
    },
  ];
}

export async function seedSearchWorld(platform: Platform, seller: string): Promise<SearchWorld> {
  const catalogue = await seedSearchCatalogue(platform);
  // The demo properties are all sales: the migration's answer for properties listed before operations.
  const home = catalogue.typeId('inmuebles');
  const list = seeds(catalogue, seller).map((seed) =>
    seed.typeId === home ? { operation: 'sale' as const, pricePeriod: null, ...seed } : seed,
  );
  const ids = await seedPublications(platform, list);
  return { ...catalogue, seller, ids: Object.fromEntries(list.map((seed, index) => [seed.title, ids[index]!])) };
}
