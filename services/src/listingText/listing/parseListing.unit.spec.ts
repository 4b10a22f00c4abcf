import type { Configuration } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { parseDemo } from '../../../labelled/parseDemo.ts';
import type { PlaceMatcher } from '../../places/index.ts';
import type { ListingExtra, ListingType } from '../listingType.ts';
import { parseListing } from './parseListing.ts';

// A type from GET /api/configuration is a quick-create type as it is.
type ConfigurationType = Configuration['types'][number];
const configurationTypesFit: ConfigurationType extends ListingType ? true : false = true;

const noPlaces: PlaceMatcher = { findPlace: () => null };

function extra(
  slug: string,
  title: string,
  type: ListingExtra['config']['type'],
  options: string[] = [],
): ListingExtra {
  return {
    slug,
    translations: { es: { title } },
    config: {
      type,
      options: options.map((option) => ({ slug: option.toLowerCase(), translations: { es: { title: option } } })),
      validations: [],
      precision: 0,
    },
  };
}

/** A type no lexicon entry knows about: everything comes from titles and option titles. */
const unknownType: ListingType = {
  config: { fields: ['title', 'amount', 'categories'] },
  extras: [
    extra('pisos', 'Pisos', 'number'),
    extra('material', 'Material', 'text'),
    extra('mascotas', 'Acepta mascotas', 'switch'),
    extra('etiquetas', 'Etiquetas', 'tags'),
    extra('estilo', 'Estilo', 'radio', ['Moderno', 'Clásico']),
  ],
  categories: [{ id: 'c-1', name: 'Galpones', slug: 'galpones' }],
};

describe('parsing a listing', () => {
  it('accepts the configuration shape of a type', () => {
    expect(configurationTypesFit).toBe(true);
  });

  it('fills every field it recognises from one sentence', () => {
    expect(parseDemo('inmuebles', 'Vendo depto 2 amb en Palermo, 45 m2, USD 95.000')).toEqual({
      title: 'Depto 2 amb en Palermo',
      amount: 95_000,
      currency: 'USD',
      categories: ['departamento'],
      extras: { ambientes: 2, m2_cubiertos: 45 },
      address: {
        title: 'Palermo, Ciudad Autónoma de Buenos Aires',
        reference: 'ar-barrio-palermo',
        coordinates: [-34.58, -58.425],
      },
      operation: 'sale',
      price_period: null,
    });
  });

  it('reads extras of a type it has no lexicon for, from titles and option titles', () => {
    const text =
      'Galpón moderno de 2 pisos, acepta mascotas, material: hormigón armado. Etiquetas: industrial, luminoso';
    expect(parseListing(text, unknownType, noPlaces).extras).toEqual({
      pisos: 2,
      mascotas: true,
      estilo: 'moderno',
      material: 'Hormigón Armado',
      etiquetas: ['industrial', 'luminoso'],
    });
    expect(parseListing('Galpones en venta #industrial', unknownType, noPlaces)).toMatchObject({
      categories: ['c-1'],
      extras: { etiquetas: ['industrial'] },
    });
  });

  it('never invents a value the sentence does not state', () => {
    expect(parseDemo('inmuebles', 'Hermosa propiedad, consultar')).toEqual({
      title: 'Hermosa propiedad',
      categories: [],
      extras: {},
    });
    expect(parseDemo('vehiculos', 'Vendo camioneta impecable')).toEqual({
      title: 'Camioneta impecable',
      categories: ['camionetas'],
      extras: {},
    });
    expect(parseDemo('productos', 'Zapatillas, 100 mil')).toEqual({
      title: 'Zapatillas',
      amount: 100_000,
      categories: ['calzado'],
      extras: {},
    });
  });

  it('fills only the fields the type asks for', () => {
    const result = parseDemo('productos', 'Remera negra talle M en Palermo, $ 15.000');
    expect(result.address).toBeUndefined();
    const noAmount = parseListing(
      'Galpón 2 pisos, USD 100.000',
      { ...unknownType, config: { fields: ['title'] } },
      noPlaces,
    );
    expect(noAmount).toEqual({ title: 'Galpón 2 pisos', categories: [], extras: { pisos: 2 } });
  });

  it('reads a price with its currency before a count, and the units a seller has left', () => {
    expect(parseDemo('productos', 'Remera negra $15.000 x 20 unidades')).toMatchObject({ amount: 15_000, stock: 20 });
    expect(parseDemo('productos', 'Smart TV, $ 520.000, 3 disponibles')).toMatchObject({ amount: 520_000, stock: 3 });
    expect(parseDemo('productos', 'Smart TV, $ 520.000, 3 en stock').stock).toBe(3);
    expect(parseDemo('productos', 'Mesa 80 x 120 cm, $ 200.000')).toMatchObject({ amount: 200_000 });
  });

  it('is deterministic', () => {
    const text = 'Casa 3 dorm en Pilar con pileta, U$S 150.000';
    expect(parseDemo('inmuebles', text)).toEqual(parseDemo('inmuebles', text));
  });
});

describe('categories', () => {
  it.each([
    ['inmuebles', 'Vendo depto luminoso', 'departamento'],
    ['inmuebles', 'Dpto al frente', 'departamento'],
    ['inmuebles', 'Monoambiente en Almagro', 'departamento'],
    ['inmuebles', 'Casa con jardín', 'casa'],
    ['inmuebles', 'PH sin expensas', 'propiedad-horizontal-ph'],
    ['inmuebles', 'Lote en barrio cerrado', 'terreno'],
    ['inmuebles', 'Local a la calle', 'local-comercial'],
    ['inmuebles', 'Oficina con cochera', 'oficina'],
    ['vehiculos', 'Auto familiar', 'autos'],
    ['vehiculos', 'Pick up doble cabina', 'camionetas'],
    ['vehiculos', 'Moto 150cc', 'motos'],
    ['productos', 'Remera de algodón', 'indumentaria'],
    ['productos', 'Zapatillas de running', 'calzado'],
    ['productos', 'Celular libre', 'electronica'],
  ] as const)('%s: %s → %s', (type, text, category) => {
    expect(parseDemo(type, text).categories).toEqual([category]);
  });

  it('skips a category that is not what is sold', () => {
    expect(parseDemo('inmuebles', 'PH tipo casa').categories).toEqual(['propiedad-horizontal-ph']);
    expect(parseDemo('vehiculos', 'Ford Ka, permuto por moto').categories).toEqual([]);
    expect(parseDemo('inmuebles', 'Casa en lote de 600 m2').categories).toEqual(['casa']);
  });
});

describe('title', () => {
  it.each([
    ['Vendo depto 2 amb en Palermo, USD 95.000', 'Depto 2 amb en Palermo'],
    ['¡¡VENDO URGENTE!! Casa 3 dorm en Pilar', 'Casa 3 dorm en Pilar'],
    ['CASA EN VENTA EN TIGRE 4 AMB', 'Casa en venta en tigre 4 amb'],
    ['Depto, 2 amb, Palermo, USD 95.000', 'Depto, 2 amb, Palermo'],
    ['Local en Av. Cabildo, Belgrano', 'Local en Av. Cabildo'],
    ['ph 3 amb con terraza. Impecable.', 'PH 3 amb con terraza'],
    ['Casa 3 dorm $ 45.000.000 o permuto por depto', 'Casa 3 dorm'],
  ])('%s → %s', (text, title) => {
    expect(parseDemo('inmuebles', text).title).toBe(title);
  });

  it('stays under 60 characters and ends on a word', () => {
    const title = parseDemo(
      'inmuebles',
      'Hermoso departamento de tres ambientes y dos baños en Caballito con balcón',
    ).title;
    expect(title).toBe('Hermoso departamento de tres ambientes y dos baños');
  });

  it('is left out when the sentence holds nothing but a price', () => {
    expect(parseDemo('productos', 'USD 300').title).toBeUndefined();
  });
});
