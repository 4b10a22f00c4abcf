import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../testing/testPlatform.ts';
import { PLACES, type SearchWorld } from './testing/searchCatalogueWorld.ts';
import { type SearchSpecWorld, startSearchSpecWorld } from './testing/searchSpecWorld.ts';

let platform: TestPlatform;
let world: SearchWorld;
let client: SearchSpecWorld['client'];

beforeAll(async () => {
  ({ platform, world, client } = await startSearchSpecWorld({ SEARCH_RESULTS_PAGE_SIZE: '50' }));
});
afterAll(() => platform.stop());

const homes = () => world.typeId('inmuebles');
const vehicles = () => world.typeId('vehiculos');
const flats = () => world.categoryId('inmuebles', 'Departamento');

describe('filter items', () => {
  it('combine the conditions inside one item with AND', async () => {
    const found = await client.find({
      filters: [{ type_id: homes(), category_id: flats(), extras: { ambientes: { min: 2, max: 2 } } }],
    });
    expect(found).toEqual(['Depto Córdoba', 'Depto Palermo']);
  });

  it('combine several items with OR', async () => {
    const house = world.categoryId('inmuebles', 'Casa');
    const filters = [
      { type_id: homes(), category_id: flats(), extras: { ambientes: { min: 3, max: 3 } } },
      { type_id: homes(), category_id: house },
    ];
    expect(await client.find({ filters })).toEqual(['Casa Pilar', 'Depto Belgrano']);
  });

  it('never find private publications', async () => {
    expect(await client.find({ filters: [{ type_id: homes() }] })).not.toContain('Depto oculto');
  });
});

describe('extras of every kind', () => {
  it('read a number as "at least" and a range as both bounds', async () => {
    expect(await client.find({ filters: [{ type_id: homes(), extras: { ambientes: 3 } }] })).toEqual([
      'Casa Pilar',
      'Depto Belgrano',
    ]);
    const range = { kilometros: { min: 50_000, max: 100_000 } };
    expect(await client.find({ filters: [{ type_id: vehicles(), extras: range }] })).toEqual(['Toyota Hilux']);
  });

  it('find the same publications for "3 ambientes" typed as for the builder chip 3+', async () => {
    const chip = await client.find({ filters: [{ type_id: homes(), extras: { ambientes: 3 } }] });
    const read = await client.call('POST', '/search/autocomplete', {}, { text: '3 ambientes' });
    const { filters, places } = read.json();
    expect(filters).toEqual([expect.objectContaining({ title: 'Inmuebles en venta, Ambientes desde 3' })]);
    expect(await client.find({ filters, places })).toEqual(chip);
    expect(chip).toEqual(['Casa Pilar', 'Depto Belgrano']);
    // Said exactly, it is the count itself: the 5-ambientes house drops out.
    const exactly = await client.call('POST', '/search/autocomplete', {}, { text: 'exactamente 3 ambientes' });
    expect(await client.find({ filters: exactly.json().filters })).toEqual(['Depto Belgrano']);
  });

  it('match any of the options of a select, all of a checkbox', async () => {
    const brands = { marca: ['toyota', 'ford'] };
    expect(await client.find({ filters: [{ type_id: vehicles(), extras: brands }] })).toEqual([
      'Ford Ranger',
      'Toyota Hilux',
    ]);
    const amenities = { amenities: ['pileta', 'parrilla'] };
    expect(await client.find({ filters: [{ type_id: homes(), extras: amenities }] })).toEqual(['Depto Palermo']);
  });

  it('read yes as yes and no as anything but yes', async () => {
    expect(await client.find({ filters: [{ type_id: homes(), extras: { cochera: true } }] })).toEqual([
      'Casa Pilar',
      'Depto Palermo',
    ]);
    expect(await client.find({ filters: [{ type_id: homes(), extras: { cochera: false } }] })).toEqual([
      'Depto Belgrano',
      'Depto Córdoba',
    ]);
  });

  it('find text extras by their words', async () => {
    expect(await client.find({ filters: [{ type_id: vehicles(), extras: { modelo: 'hilux' } }] })).toEqual([
      'Toyota Hilux',
    ]);
  });
});

describe('price', () => {
  it('is read in the item currency, on the sale price when there is one', async () => {
    const dollars = { type_id: homes(), currency: 'USD' as const, amount: { min: null, max: 190_000 } };
    expect(await client.find({ filters: [dollars] })).toEqual(['Depto Belgrano', 'Depto Palermo']);
    const pesos = { type_id: homes(), currency: 'ARS' as const, amount: { min: 50_000_000, max: null } };
    expect(await client.find({ filters: [pesos] })).toEqual(['Depto Córdoba']);
  });
});

describe('places', () => {
  it('keep publications within the radius of any of them', async () => {
    const filters = [{ type_id: homes() }];
    expect(await client.find({ filters, places: [{ reference: PLACES.palermo }] })).toEqual(['Depto Palermo']);
    const both = [{ reference: PLACES.palermo }, { reference: PLACES.pilar }];
    expect(await client.find({ filters, places: both })).toEqual(['Casa Pilar', 'Depto Palermo']);
    const wide = [{ reference: PLACES.palermo, radius_km: 10 }];
    expect(await client.find({ filters, places: wide })).toEqual(['Depto Belgrano', 'Depto Palermo']);
  });

  it('do not narrow types without an address', async () => {
    const filters = [{ type_id: world.typeId('productos') }, { type_id: homes(), extras: { ambientes: 5 } }];
    expect(await client.find({ filters, places: [{ reference: PLACES.pilar }] })).toEqual([
      'Casa Pilar',
      'Remera negra',
    ]);
  });
});

describe('stock', () => {
  it('needs units left at the place, in the colour and size asked', async () => {
    const products = world.typeId('productos');
    const inStock = { places: ['local centro'], colors: ['negro'], sizes: ['m'] };
    expect(await client.find({ filters: [{ type_id: products, stock: inStock }] })).toEqual(['Remera negra']);
    const soldOut = { places: [], colors: ['blanco'], sizes: [] };
    expect(await client.find({ filters: [{ type_id: products, stock: soldOut }] })).toEqual([]);
  });
});

describe('scope', () => {
  it('a storefront shows only its seller’s public publications', async () => {
    const found = await client.find({ filters: [{ type_id: homes() }], user_id: world.seller });
    expect(found).toEqual(['Depto Córdoba', 'Depto Palermo']);
  });
});
