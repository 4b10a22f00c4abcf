import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { searchStream } from './search.ts';
import { type SearchWorld, seedSearchWorld } from './testing/searchCatalogueWorld.ts';
import { type Caller, searchClient } from './testing/searchClient.ts';

let platform: TestPlatform;
let world: SearchWorld;
let client: ReturnType<typeof searchClient>;
let ana: Caller;

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await seedSearchWorld(platform.platform, (await platform.accountFor()).userId);
  client = searchClient(platform.app);
  ana = { token: await platform.tokenFor() };
});
afterAll(() => platform.stop());

const INVALID = 'El valor ingresado no es válido';
const vehicles = () => world.typeId('vehiculos');

function badFilters() {
  return [
    { filter: { type_id: randomUUID() }, field: 'filters.0.type_id', message: INVALID },
    { filter: { type_id: vehicles(), extras: { pisos: 2 } }, field: 'filters.0.extras.pisos', message: INVALID },
    {
      filter: { type_id: vehicles(), extras: { anio: 'dos mil' } },
      field: 'filters.0.extras.anio',
      message: 'No es un número',
    },
    { filter: { type_id: vehicles(), extras: { marca: 'tesla' } }, field: 'filters.0.extras.marca', message: INVALID },
    { filter: { type_id: vehicles(), extras: { marca: true } }, field: 'filters.0.extras.marca', message: INVALID },
    {
      filter: { type_id: vehicles(), extras: { kilometros: { min: 90_000, max: 10_000 } } },
      field: 'filters.0.extras.kilometros.max',
      message: 'Este campo debe tener un valor mínimo de 90000',
    },
    {
      filter: { type_id: vehicles(), currency: 'USD', amount: { min: 500, max: 100 } },
      field: 'filters.0.amount.max',
      message: 'Este campo debe tener un valor mínimo de 500',
    },
    {
      filter: { type_id: vehicles(), amount: { max: 100 } },
      field: 'filters.0.currency',
      message: 'Este campo es obligatorio',
    },
    {
      filter: { type_id: vehicles(), category_id: world.categoryId('inmuebles', 'Casa') },
      field: 'filters.0.category_id',
      message: INVALID,
    },
    { filter: { type_id: vehicles(), stock: { sizes: ['M'] } }, field: 'filters.0.stock', message: INVALID },
    { filter: { type_id: 'no-es-un-id' }, field: 'filters.0.type_id', message: INVALID },
  ];
}

describe('bad filters', () => {
  it('are refused with 422 and a Spanish message on the field, by every route that reads them', async () => {
    for (const { filter, field, message } of badFilters()) {
      for (const url of ['/search', '/search/count', '/search/prices']) {
        const response = await client.call('POST', url, ana, { filters: [filter] });
        expect(response.statusCode, `${url} ${field}`).toBe(422);
        expect(response.json().errors[field], `${url} ${field}`).toEqual([message]);
      }
    }
  });

  it('refuse places the gazetteer does not know', async () => {
    const body = { filters: [{ type_id: world.typeId('inmuebles') }], places: [{ reference: 'ar-barrio-atlantida' }] };
    const response = await client.call('POST', '/search', ana, body);
    expect(response.json()).toMatchObject({ message: INVALID, errors: { 'places.0.reference': [INVALID] } });
  });

  it('change nothing', async () => {
    const uuid = await client.create({ filters: [{ type_id: vehicles() }] }, ana);
    const before = (await client.call('GET', `/search/${uuid}`, ana)).json();
    for (const { filter } of badFilters()) {
      expect((await client.call('PUT', `/search/${uuid}`, ana, { filters: [filter] })).statusCode).toBe(422);
    }
    expect((await client.call('GET', `/search/${uuid}`, ana)).json()).toEqual(before);
    const events = await platform.platform.store.readStream(searchStream(uuid));
    expect(events.map((event) => event.type)).toEqual(['search.created.v1']);
  });

  it('answer a rename outside 3 to 255 characters in Spanish', async () => {
    const uuid = await client.create({ filters: [{ type_id: vehicles() }] }, ana);
    const response = await client.call('PUT', `/search/${uuid}/title`, ana, { title: 'ab' });
    expect(response.json()).toMatchObject({ errors: { title: ['Este campo debe tener al menos 3 caracteres'] } });
  });

  it('answer 404 for a search that does not exist', async () => {
    expect((await client.call('GET', `/search/${randomUUID()}`, ana)).statusCode).toBe(404);
    expect((await client.call('GET', '/search/no-existe', ana)).statusCode).toBe(404);
    expect((await client.call('POST', `/search/${randomUUID()}/results`, ana, {})).statusCode).toBe(404);
  });
});
