// The builder's count near places is read from the place index's rows of latitude, not from the
// table (migration 0024): it must still count exactly what the search's results show, at the very
// edge of a place's circle, for several places (each read by its own rows, a publication within two
// counted once), and for places too wide for rows.
import type { SearchFilterInput, SearchPlaceInput } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { placeByReference } from './criteria/searchPlaces.ts';
import { KM_PER_DEGREE_LATITUDE, kmPerDegreeLongitude } from './query/placesCondition.ts';
import { PLACES } from './testing/searchCatalogueWorld.ts';
import { searchClient } from './testing/searchClient.ts';
import {
  type CatalogueIds,
  type PublicationSeed,
  seedPublications,
  seedSearchCatalogue,
} from './testing/searchWorld.ts';

let platform: TestPlatform;
let catalogue: CatalogueIds;
let client: ReturnType<typeof searchClient>;

/** Palermo's centre, moved `north` and `east` kilometres. */
function nearPalermo(north: number, east: number): [number, number] {
  const [latitude, longitude] = placeByReference(PLACES.palermo)!.coordinates;
  return [latitude + north / KM_PER_DEGREE_LATITUDE, longitude + east / kmPerDegreeLongitude(latitude)];
}

function home(title: string, coordinates: [number, number], amount: number): PublicationSeed {
  return {
    typeId: catalogue.typeId('inmuebles'),
    title,
    categories: [catalogue.categoryId('inmuebles', 'Departamento')],
    address: { title, geolocation: { coordinates } },
    currency: 'USD',
    amount,
  };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  catalogue = await seedSearchCatalogue(platform.platform);
  client = searchClient(platform.app);
  const [cordobaLatitude, cordobaLongitude] = placeByReference(PLACES.cordoba)!.coordinates;
  // A barrio's radius is 2.5 km: a few metres inside or outside it, and the corner of its box.
  await seedPublications(platform.platform, [
    home('Centro', nearPalermo(0, 0), 100_000),
    home('Norte, adentro', nearPalermo(2.49, 0), 150_000),
    home('Norte, afuera', nearPalermo(2.51, 0), 150_000),
    home('Sur, adentro', nearPalermo(-2.49, 0), 200_000),
    home('Este, adentro', nearPalermo(0, 2.49), 250_000),
    home('Oeste, afuera', nearPalermo(0, -2.51), 250_000),
    home('Esquina de la caja', nearPalermo(2, 2), 100_000),
    home('A 8 km', nearPalermo(-8, 0), 300_000),
    home('Córdoba', [cordobaLatitude, cordobaLongitude], 90_000),
    {
      typeId: catalogue.typeId('productos'),
      title: 'Remera',
      currency: 'ARS',
      amount: 15_000,
    },
  ]);
});
afterAll(() => platform.stop());

async function countOf(filters: SearchFilterInput[], places: SearchPlaceInput[]): Promise<number> {
  const response = await client.call('POST', '/search/count', {}, { filters, places });
  expect(response.statusCode).toBe(200);
  return response.json().count;
}

/** The titles the search finds and its count, which must agree. */
async function foundAndCounted(filters: SearchFilterInput[], places: SearchPlaceInput[]) {
  const found = await client.find({ filters, places });
  expect(await countOf(filters, places)).toBe(found.length);
  return found;
}

const homes = (): SearchFilterInput => ({ type_id: catalogue.typeId('inmuebles') });

describe('the count near places', () => {
  it('counts what lies within the radius, to the edge, and nothing beyond it', async () => {
    expect(await foundAndCounted([homes()], [{ reference: PLACES.palermo }])).toEqual([
      'Centro',
      'Este, adentro',
      'Norte, adentro',
      'Sur, adentro',
    ]);
  });

  it('counts a wider radius, several places, and a price within them', async () => {
    const wider = await foundAndCounted([homes()], [{ reference: PLACES.palermo, radius_km: 9 }]);
    expect(wider).toHaveLength(8);
    const both = [{ reference: PLACES.palermo }, { reference: PLACES.cordoba }];
    expect(await foundAndCounted([homes()], both)).toEqual([
      'Centro',
      'Córdoba',
      'Este, adentro',
      'Norte, adentro',
      'Sur, adentro',
    ]);
    const priced = { ...homes(), currency: 'USD' as const, amount: { min: 140_000, max: 220_000 } };
    expect(await foundAndCounted([priced], [{ reference: PLACES.palermo }])).toEqual([
      'Norte, adentro',
      'Sur, adentro',
    ]);
  });

  it('counts a publication within two places once, and places far apart each by its own rows', async () => {
    // Palermo's centre lies within both circles.
    const overlapping = [{ reference: PLACES.palermo }, { reference: PLACES.belgrano, radius_km: 9 }];
    expect(await foundAndCounted([homes()], overlapping)).toContain('Centro');
    const apart = [{ reference: PLACES.cordoba }, { reference: PLACES.palermo, radius_km: 3 }];
    expect(await foundAndCounted([homes()], apart)).toEqual([
      'Centro',
      'Córdoba',
      'Esquina de la caja',
      'Este, adentro',
      'Norte, adentro',
      'Norte, afuera',
      'Oeste, afuera',
      'Sur, adentro',
    ]);
  });

  it('counts a province, too wide for rows of latitude, by its box', async () => {
    const province = await foundAndCounted([homes()], [{ reference: 'ar-province-cordoba' }]);
    expect(province).toEqual(['Córdoba']);
  });

  it('leaves types without an address out of the places', async () => {
    const mixed = [homes(), { type_id: catalogue.typeId('productos') }];
    expect(await foundAndCounted(mixed, [{ reference: PLACES.palermo }])).toEqual([
      'Centro',
      'Este, adentro',
      'Norte, adentro',
      'Remera',
      'Sur, adentro',
    ]);
  });
});
