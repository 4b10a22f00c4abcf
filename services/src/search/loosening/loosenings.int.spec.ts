// POST /api/search/loosenings: a filter set that finds nothing gets the nearest loosenings that
// find something, each with a count that the loosened set, counted again, really finds; in the
// scope asked; for anyone; a bad filter set is a Spanish 422.
import type { SearchLoosening } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../../testing/testPlatform.ts';
import { PLACES, type SearchWorld } from '../testing/searchCatalogueWorld.ts';
import type { SearchBody } from '../testing/searchClient.ts';
import { type SearchSpecWorld, startSearchSpecWorld } from '../testing/searchSpecWorld.ts';

let platform: TestPlatform;
let world: SearchWorld;
let client: SearchSpecWorld['client'];

beforeAll(async () => {
  ({ platform, world, client } = await startSearchSpecWorld());
});
afterAll(() => platform.stop());

async function loosen(body: SearchBody, token?: string): Promise<SearchLoosening[]> {
  const response = await client.call('POST', '/search/loosenings', { token }, body);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function countOf(body: SearchBody): Promise<number> {
  const response = await client.call('POST', '/search/count', {}, body);
  expect(response.statusCode).toBe(200);
  return response.json().count;
}

/** What applying the loosening counts: the builder replaces its draft with the loosened set. */
const applied = (body: SearchBody, loosening: SearchLoosening): SearchBody => ({
  ...body,
  filters: loosening.filters,
  places: loosening.places,
});

describe('the loosenings of a filter set that finds nothing', () => {
  it('widen the price by a fifth first, and the loosened set finds what it promised', async () => {
    const body = {
      filters: [{ type_id: world.typeId('inmuebles'), currency: 'USD' as const, amount: { min: null, max: 100_000 } }],
    };
    expect(await countOf(body)).toBe(0);
    const [price] = await loosen(body);
    expect(price).toMatchObject({
      kind: 'price',
      label: 'Precio hasta U$S 120.000',
      count: 1,
      count_label: '1 resultado',
      filters: [{ currency: 'USD' as const, amount: { min: null, max: 120_000 }, title: null }],
    });
    expect(await countOf(applied(body, price!))).toBe(1);
  });

  it('offer nearby places and one room less, each with its own count', async () => {
    const body = {
      filters: [{ type_id: world.typeId('inmuebles'), extras: { ambientes: 3 } }],
      places: [{ reference: PLACES.palermo }],
    };
    expect(await countOf(body)).toBe(0);
    const loosenings = await loosen(body);
    expect(loosenings.map(({ kind, label, count }) => [kind, label, count])).toEqual([
      ['places', 'Cerca de Palermo (hasta 5 km)', 1],
      ['number', 'Ambientes desde 2', 1],
    ]);
    for (const loosening of loosenings) {
      expect(await countOf(applied(body, loosening))).toBe(loosening.count);
    }
  });

  it('stay in the scope asked: a storefront without vehicles offers none', async () => {
    const cheapPickups = {
      filters: [{ type_id: world.typeId('vehiculos'), currency: 'USD' as const, amount: { min: null, max: 26_000 } }],
    };
    const onPlatform = await loosen(cheapPickups);
    expect(onPlatform[0]).toMatchObject({ kind: 'price', label: 'Precio hasta U$S 31.200', count: 1 });
    expect(await loosen({ ...cheapPickups, user_id: world.seller })).toEqual([]);
  });

  it('are none for a filter set that finds something, for visitors and accounts alike', async () => {
    const body = { filters: [{ type_id: world.typeId('inmuebles') }] };
    const account = await platform.accountFor();
    expect(await loosen(body)).toEqual([]);
    expect(await loosen(body, account.token)).toEqual([]);
  });

  it('refuse a bad filter set with a Spanish 422', async () => {
    const unknownType = { filters: [{ type_id: '00000000-0000-4000-8000-000000000000' }] };
    const response = await client.call('POST', '/search/loosenings', {}, unknownType);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'El valor ingresado no es válido',
      errors: { 'filters.0.type_id': ['El valor ingresado no es válido'] },
    });
    const empty = await client.call('POST', '/search/loosenings', {}, { filters: [] });
    expect(empty.statusCode).toBe(422);
  });
});
