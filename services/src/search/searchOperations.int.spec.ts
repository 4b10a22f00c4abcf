// A property search is one market (issue 35): buying, renting or renting for the season. Results,
// counts, the price range and the markers are that operation's, and a search never mixes them.
import type { Operation } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { searchClient } from './testing/searchClient.ts';
import { type CatalogueIds, seedPublications, seedSearchCatalogue } from './testing/searchWorld.ts';

let platform: TestPlatform;
let ids: CatalogueIds;
let client: ReturnType<typeof searchClient>;

const palermo = { title: 'Palermo', geolocation: { coordinates: [-34.588, -58.43] as [number, number] } };

beforeAll(async () => {
  platform = await startTestPlatform();
  ids = await seedSearchCatalogue(platform.platform);
  const home = ids.typeId('inmuebles');
  const flat = { typeId: home, address: palermo, categories: [ids.categoryId('inmuebles', 'Departamento')] };
  await seedPublications(platform.platform, [
    { ...flat, title: 'Venta 2 amb', operation: 'sale', pricePeriod: null, currency: 'USD', amount: 110_000 },
    { ...flat, title: 'Venta 3 amb', operation: 'sale', pricePeriod: null, currency: 'USD', amount: 180_000 },
    { ...flat, title: 'Alquiler 2 amb', operation: 'rent', pricePeriod: 'month', currency: 'ARS', amount: 450_000 },
    { ...flat, title: 'Alquiler en dólares', operation: 'rent', pricePeriod: 'month', currency: 'USD', amount: 650 },
    {
      ...flat,
      title: 'Temporario por noche',
      operation: 'temporary_rent',
      pricePeriod: 'night',
      currency: 'USD',
      amount: 60,
    },
  ]);
  client = searchClient(platform.app);
});
afterAll(() => platform.stop());

const homes = (operation: Operation | null) => ({ type_id: ids.typeId('inmuebles'), operation });

describe('a search of properties', () => {
  it('finds only the operation it names', async () => {
    expect((await client.find({ filters: [homes('sale')] })).sort()).toEqual(['Venta 2 amb', 'Venta 3 amb']);
    expect((await client.find({ filters: [homes('rent')] })).sort()).toEqual(['Alquiler 2 amb', 'Alquiler en dólares']);
    expect(await client.find({ filters: [homes('temporary_rent')] })).toEqual(['Temporario por noche']);
    const count = await client.call('POST', '/search/count', {}, { filters: [homes('rent')] });
    expect(count.json()).toMatchObject({ count: 2 });
  });

  it('gives each operation its own price range and markers, per currency', async () => {
    const prices = async (operation: Operation, currency: string) =>
      (await client.call('POST', '/search/prices', {}, { filters: [homes(operation)], currency })).json();
    expect(await prices('sale', 'USD')).toMatchObject({ min: 110_000, max: 180_000 });
    expect(await prices('rent', 'USD')).toMatchObject({ min: 650, max: 650 });
    expect(await prices('rent', 'ARS')).toMatchObject({ min: 450_000, max: 450_000 });
    expect(await prices('temporary_rent', 'USD')).toMatchObject({ min: 60, max: 60 });
    // A search saved before operations names none: its range spans every operation, as its results do.
    const unnamed = { filters: [homes(null)], currency: 'USD' };
    expect((await client.call('POST', '/search/prices', {}, unnamed)).json()).toMatchObject({ min: 60, max: 180_000 });
    const uuid = await client.create({ filters: [homes('rent')] }, { guestKey: 'k'.repeat(40) });
    const markers = await client.call('POST', `/search/${uuid}/markers`, { guestKey: 'k'.repeat(40) }, { except: [] });
    expect(
      markers
        .json()
        .data.map((marker: { amount: number }) => marker.amount)
        .sort(),
    ).toEqual([450_000, 650]);
  });

  it('never mixes operations: items naming two are refused, recording nothing', async () => {
    const before = await platform.platform.store.headCheckpoint();
    const response = await client.call(
      'POST',
      '/search',
      { guestKey: 'm'.repeat(40) },
      { filters: [homes('sale'), homes('rent')] },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'filters.1.operation': ['Una búsqueda no mezcla operaciones: elegí Comprar, Alquilar o Alquiler temporario.'],
    });
    expect(await platform.platform.store.headCheckpoint()).toEqual(before);
  });

  it('refuses an operation for a type without operations', async () => {
    const response = await client.call(
      'POST',
      '/search/count',
      {},
      {
        filters: [{ type_id: ids.typeId('vehiculos'), operation: 'rent' }],
      },
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['filters.0.operation']);
  });

  it('titles an item with its operation, and reads "para alquilar" into a rent search', async () => {
    const uuid = await client.create({ filters: [homes('rent')] }, { guestKey: 't'.repeat(40) });
    const search = await client.call('GET', `/search/${uuid}`, { guestKey: 't'.repeat(40) });
    expect(search.json().title_suggested).toBe('Inmuebles en alquiler');
    const read = await client.call('POST', '/search/autocomplete', {}, { text: 'depto para alquilar en Palermo' });
    expect(read.json().filters).toEqual([expect.objectContaining({ operation: 'rent' })]);
    expect((await client.find(read.json())).sort()).toEqual(['Alquiler 2 amb', 'Alquiler en dólares']);
  });
});
