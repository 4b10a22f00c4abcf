import { describe, expect, it } from 'vitest';
import { demoSearchTypes } from '../../../labelled/demoSearchTypes.ts';
import { argentinePlaceMatcher } from '../../places/index.ts';
import { parseSearchText } from './parseSearchText.ts';

const types = demoSearchTypes();
const parse = (text: string, typeId: string | null = null) =>
  parseSearchText(text, types, argentinePlaceMatcher, typeId);

describe('quick text search', () => {
  it('reads a property search: category, rooms, place, budget in dollars, garage', () => {
    const parsed = parse('depto 2 amb en Palermo hasta 120 mil dólares con cochera');
    expect(parsed.typeId).toBe('inmuebles');
    expect(parsed.filters).toEqual([
      {
        title: null,
        type_id: 'inmuebles',
        category_id: 'departamento',
        operation: 'sale',
        currency: 'USD',
        amount: { min: null, max: 120_000 },
        extras: { ambientes: { min: 2, max: null }, cochera: true },
        stock: null,
      },
    ]);
    expect(parsed.places.map((place) => place.reference)).toEqual(['ar-barrio-palermo']);
  });

  it.each([
    ['depto 2 ambientes para alquilar en Palermo', 'rent'],
    ['se alquila casa en Pilar', 'rent'],
    ['alquiler temporario en Pinamar para 6 personas', 'temporary_rent'],
    ['casa en Mar del Plata por día, temporada de verano', 'temporary_rent'],
    ['depto en Belgrano U$S 650 por mes', 'rent'],
    ['depto 2 amb hasta $ 500.000 + expensas', 'rent'],
    ['comprar depto 3 ambientes en Caballito', 'sale'],
    ['venta de casa en Tigre hasta 300 mil', 'sale'],
    ['depto 3 ambientes en Caballito', 'sale'],
  ])('reads the operation of "%s": %s, and never mixes operations', (text, operation) => {
    const { filters } = parse(text);
    expect(filters.length).toBeGreaterThan(0);
    expect(filters.map((filter) => filter.operation)).toEqual(filters.map(() => operation));
  });

  it.each([
    ['depto en alquiler hasta 500 mil x mes', 'rent', 'ARS', 500_000],
    ['depto temporario en Bariloche hasta 80 mil x noche', 'temporary_rent', 'ARS', 80_000],
    ['casa temporada en Villa Gesell hasta 80 mil por noche', 'temporary_rent', 'ARS', 80_000],
    ['depto temporada en Bariloche hasta 100 por noche', 'temporary_rent', 'USD', 100],
    ['depto en alquiler en Palermo hasta 800 por mes', 'rent', 'USD', 800],
    ['depto 2 amb hasta 450 mil + exp en Almagro', 'rent', 'ARS', 450_000],
    ['casa en Pilar hasta 300 mil', 'sale', 'USD', 300_000],
  ])('reads a rent\'s budget as a rent\'s: "%s" is a %s up to %s %d', (text, operation, currency, max) => {
    expect(parse(text).filters[0]).toMatchObject({ operation, currency, amount: { min: null, max } });
  });

  it("keeps a rent's contract length out of the property's age", () => {
    expect(parse('busco depto en alquiler con contrato de 2 años en Palermo').filters[0]?.extras).toEqual({});
  });

  it('reads a vehicle search: brand, model, year, fuel, kilometres at most', () => {
    expect(parse('Toyota Hilux 2019 diesel menos de 80000 km').filters[0]?.extras).toEqual({
      marca: 'toyota',
      modelo: 'Hilux',
      anio: { min: 2019, max: 2019 },
      combustible: 'diesel',
      kilometros: { min: null, max: 80_000 },
    });
  });

  it('gives one filter item per category named, and every place named', () => {
    const parsed = parse('casa o PH en Palermo o Belgrano entre 100 y 150 mil dólares');
    expect(parsed.filters.map((filter) => filter.category_id)).toEqual(['casa', 'propiedad-horizontal-ph']);
    expect(parsed.filters[0]?.amount).toEqual({ min: 100_000, max: 150_000 });
    expect(parsed.places.map((place) => place.reference)).toEqual(['ar-barrio-palermo', 'ar-barrio-belgrano']);
  });

  it('reads several options of a select as any of them, ranges and open bounds', () => {
    expect(parse('Ford o Chevrolet del 2015 al 2018').filters[0]?.extras).toEqual({
      marca: ['ford', 'chevrolet'],
      anio: { min: 2015, max: 2018 },
    });
    expect(parse('3 ambientes o más', 'inmuebles').filters[0]?.extras).toEqual({ ambientes: { min: 3, max: null } });
  });

  it('reads a count the builder offers as chips as its chip does: at least, unless said exactly', () => {
    const rooms = (text: string) => parse(text, 'inmuebles').filters[0]?.extras;
    expect(rooms('3 ambientes')).toEqual({ ambientes: { min: 3, max: null } });
    expect(rooms('casa 3 dormitorios 2 baños')).toEqual({
      dormitorios: { min: 3, max: null },
      banos: { min: 2, max: null },
    });
    expect(rooms('exactamente 3 ambientes')).toEqual({ ambientes: { min: 3, max: 3 } });
    expect(rooms('solo 2 ambientes')).toEqual({ ambientes: { min: 2, max: 2 } });
    expect(rooms('monoambiente')).toEqual({ ambientes: { min: 1, max: 1 } });
    expect(rooms('hasta 3 ambientes')).toEqual({ ambientes: { min: null, max: 3 } });
    // A year is no chip: said alone it stays exact.
    expect(parse('Toyota Corolla 2018', 'vehiculos').filters[0]?.extras).toMatchObject({
      anio: { min: 2018, max: 2018 },
    });
  });

  it('keeps the type the client chose, and finds nothing in a text no type explains', () => {
    expect(parse('algo en Palermo hasta 100 mil', 'inmuebles').filters[0]).toMatchObject({
      type_id: 'inmuebles',
      currency: 'USD',
      amount: { min: null, max: 100_000 },
    });
    expect(parse('hola, qué tal')).toEqual({ typeId: null, filters: [], places: [] });
  });

  it('reads a motorcycle as a vehicle and keeps its place, whatever the catalogue order', () => {
    const text = 'Busco una moto Ducati roja en Ushuaia por menos de 100 pesos';
    // The catalogue lists types by title: Inmuebles, Productos, Vehículos.
    const byTitle = [...types].sort((a, b) => a.title.localeCompare(b.title, 'es'));
    for (const catalogue of [types, byTitle]) {
      const parsed = parseSearchText(text, catalogue, argentinePlaceMatcher, null);
      expect(parsed.typeId).toBe('vehiculos');
      expect(parsed.filters).toEqual([
        {
          title: null,
          type_id: 'vehiculos',
          category_id: 'motos',
          operation: null,
          currency: 'ARS',
          amount: { min: null, max: 100 },
          extras: { marca: 'ducati' },
          stock: null,
        },
      ]);
      expect(parsed.places.map((place) => place.description)).toEqual(['Ushuaia, Tierra del Fuego']);
    }
  });

  it('does not read a brand it does not know as a colour of another type', () => {
    const byTitle = [...types].sort((a, b) => a.title.localeCompare(b.title, 'es'));
    const parsed = parseSearchText('moto Benelly roja', byTitle, argentinePlaceMatcher, null);
    expect(parsed.typeId).toBe('vehiculos');
    expect(parsed.filters.map((filter) => [filter.category_id, filter.extras])).toEqual([['motos', {}]]);
  });

  it('keeps a bounded number after "expensas" the expensas, written as money or not', () => {
    for (const text of ['local con expensas de hasta 50.000', 'local con expensas máximo 50.000']) {
      const [filter] = parse(text).filters;
      expect(filter?.extras).toEqual({ expensas: { min: null, max: 50_000 } });
      expect(filter?.amount).toBeNull();
    }
  });

  it('does not join a small size and a price into one range', () => {
    const [filter] = parse('bicicleta rodado 29 hasta $ 300.000').filters;
    expect(filter?.amount).toEqual({ min: null, max: 300_000 });
    expect(parse('auto 2015 a 2018').filters[0]?.extras.anio).toEqual({ min: 2015, max: 2018 });
  });

  it('reads a run of sizes by its ends as every size between them', () => {
    expect(parse('zapatillas talle 38 al 40').filters[0]?.extras.talle).toEqual(['38', '39', '40']);
    expect(parse('remeras talles del S al XL').filters[0]?.extras.talle).toEqual(['s', 'm', 'l', 'xl']);
    expect(parse('remeras talle M o L').filters[0]?.extras.talle).toEqual(['m', 'l']);
  });

  it('is deterministic', () => {
    const text = 'departamento de 2 a 3 ambientes en Palermo o Belgrano con pileta y parrilla';
    expect(parse(text)).toEqual(parse(text));
  });
});
