import type { SearchFilterInput } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../testing/testPlatform.ts';
import { PLACES, type SearchWorld } from './testing/searchCatalogueWorld.ts';
import { type Caller, newGuestKey } from './testing/searchClient.ts';
import { type SearchSpecWorld, startSearchSpecWorld } from './testing/searchSpecWorld.ts';

let platform: TestPlatform;
let world: SearchWorld;
let client: SearchSpecWorld['client'];
const guest: Caller = { guestKey: newGuestKey() };

beforeAll(async () => {
  ({ platform, world, client } = await startSearchSpecWorld({ SEARCH_RESULTS_PAGE_SIZE: '2' }));
});
afterAll(() => platform.stop());

const vehicles = () => ({ type_id: world.typeId('vehiculos') });
const homes = () => ({ type_id: world.typeId('inmuebles') });

describe('relevance', () => {
  it('puts an active priority before freshness, and an expired one counts for nothing', async () => {
    const uuid = await client.create({ filters: [vehicles()] }, guest);
    expect(await client.resultTitles(uuid)).toEqual(['Toyota Hilux', 'Ford Ranger']);
  });

  it('ranks publications matching more filter items higher', async () => {
    const filters: SearchFilterInput[] = [
      { ...vehicles(), extras: { anio: { min: 2020, max: null } } },
      { ...vehicles(), extras: { combustible: 'nafta' } },
      { ...vehicles(), extras: { marca: 'ford' } },
    ];
    const uuid = await client.create({ filters }, guest);
    expect(await client.resultTitles(uuid)).toEqual(['Fiat Cronos', 'Ford Ranger']);
  });
});

describe('batches', () => {
  it('come in the configured page size and never repeat what the client holds', async () => {
    const uuid = await client.create({ filters: [vehicles()] }, guest);
    const first = await client.call('POST', `/search/${uuid}/results`, guest, { except: [] });
    const ids = first.json().data.map((card: { id: string }) => card.id);
    expect(ids).toHaveLength(2);
    const rest = await client.call('GET', `/search/${uuid}/results?except=${ids.join(',')}`, guest);
    expect(rest.json().data.map((card: { title: string }) => card.title)).toEqual(['Fiat Cronos']);
    const all = [...ids, world.ids['Fiat Cronos']!];
    expect((await client.call('POST', `/search/${uuid}/results`, guest, { except: all })).json().data).toEqual([]);
  });
});

describe('other orders', () => {
  it('sort by price both ways and by newest', async () => {
    const dollars = [{ ...vehicles(), currency: 'USD' as const }];
    const cheapest = await client.create({ filters: dollars, order: 'price_asc' }, guest);
    expect(await client.resultTitles(cheapest)).toEqual(['Ford Ranger', 'Toyota Hilux']);
    const dearest = await client.create({ filters: dollars, order: 'price_desc' }, guest);
    expect(await client.resultTitles(dearest)).toEqual(['Toyota Hilux', 'Ford Ranger']);
    const newest = await client.create({ filters: [vehicles()], order: 'newest' }, guest);
    expect(await client.resultTitles(newest)).toEqual(['Ford Ranger', 'Toyota Hilux']);
  });
});

describe('the builder before saving', () => {
  it('counts results with the label to show', async () => {
    const response = await client.call('POST', '/search/count', {}, { filters: [vehicles()] });
    expect(response.json()).toEqual({ count: 3, capped: false, label: '3 resultados' });
  });

  it('gives the price range in a currency, sale prices included, own bounds ignored', async () => {
    const filters = [{ ...homes(), currency: 'USD', amount: { min: 150_000, max: null } }];
    const response = await client.call('POST', '/search/prices', {}, { filters, currency: 'USD' });
    expect(response.json()).toEqual({ currency: 'USD', min: 120_000, max: 300_000 });
    const none = await client.call('POST', '/search/prices', {}, { filters: [vehicles()], currency: 'ARS' });
    expect(none.json()).toEqual({ currency: 'ARS', min: 25_000_000, max: 25_000_000 });
  });
});

describe('a saved search', () => {
  it('reads as a Spanish sentence', async () => {
    const flat = world.categoryId('inmuebles', 'Departamento');
    const filter = {
      ...homes(),
      category_id: flat,
      currency: 'USD' as const,
      amount: { min: null, max: 150_000 },
      extras: { ambientes: 2, cochera: true },
    };
    const uuid = await client.create({ filters: [filter], places: [{ reference: PLACES.palermo }] }, guest);
    const response = await client.call('GET', `/search/${uuid}/text`, {});
    expect(response.json()).toEqual({
      text: 'Busco Departamento con Ambientes desde 2, Cochera y hasta U$S 150.000, en Palermo.',
    });
    const search = (await client.call('GET', `/search/${uuid}`, {})).json();
    expect(search.title).toBe('Departamento, Ambientes desde 2, Cochera, hasta U$S 150.000');
  });

  it('shows markers with coordinates and prices for the map', async () => {
    const uuid = await client.create({ filters: [homes()] }, guest);
    const response = await client.call('POST', `/search/${uuid}/markers`, {}, {});
    const markers = response.json().data;
    expect(markers).toHaveLength(4);
    expect(markers.find((marker: { id: string }) => marker.id === world.ids['Depto Belgrano'])).toMatchObject({
      amount: 200_000,
      amount_sale: 180_000,
      currency: 'USD',
    });
  });

  it('opens one of its publications, and only one of its own', async () => {
    const uuid = await client.create({ filters: [vehicles()] }, guest);
    const found = await client.call('POST', `/search/${uuid}/result`, {}, { id: world.ids['Toyota Hilux'] });
    expect(found.json()).toMatchObject({ title: 'Toyota Hilux', like: null });
    const other = await client.call('POST', `/search/${uuid}/result`, {}, { id: world.ids['Casa Pilar'] });
    expect(other.statusCode).toBe(404);
  });
});

describe('quick text search', () => {
  it('reads free text into titled filter items with the catalogue ids, ready to save', async () => {
    const text = 'Toyota Hilux 2019 diesel menos de 100000 km';
    const response = await client.call('POST', '/search/autocomplete', {}, { text });
    const { filters, places } = response.json();
    expect(filters).toEqual([
      expect.objectContaining({
        type_id: world.typeId('vehiculos'),
        title: 'Vehículos, Toyota, Modelo Hilux, Año 2019, Kilómetros hasta 100.000, Diésel',
        extras: expect.objectContaining({ marca: 'toyota', kilometros: { min: null, max: 100_000 } }),
      }),
    ]);
    const uuid = await client.create({ filters, places, autocompleted: true } as never, guest);
    expect(await client.resultTitles(uuid)).toEqual(['Toyota Hilux']);
  });

  it('uses the type the builder chose and refuses an unknown one', async () => {
    const homes = await client.call(
      'POST',
      '/search/autocomplete',
      {},
      { text: 'depto en Palermo', type_id: world.typeId('inmuebles') },
    );
    expect(homes.json().filters[0]).toMatchObject({ category_id: world.categoryId('inmuebles', 'Departamento') });
    expect(homes.json().places[0]).toMatchObject({ reference: PLACES.palermo, radius_km: 2.5 });
    const unknown = await client.call(
      'POST',
      '/search/autocomplete',
      {},
      { text: 'depto', type_id: crypto.randomUUID() },
    );
    expect(unknown.statusCode).toBe(422);
  });
});
