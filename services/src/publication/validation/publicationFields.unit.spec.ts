import { describe, expect, it } from 'vitest';
import { CASA, catalogue, DEPARTAMENTO, FOREIGN_CATEGORY, input, TYPE_ID } from '../testing/catalogueFixture.ts';
import { checkPublicationFields } from './publicationFields.ts';

const errorsOf = (changes: Record<string, unknown>, fields = catalogue()) => {
  const check = checkPublicationFields(input(changes), fields);
  return check.ok ? {} : check.errors;
};
const fieldsOf = (changes: Record<string, unknown>, fields = catalogue()) => {
  const check = checkPublicationFields(input(changes), fields);
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  return check.fields;
};

describe('publication fields against the type', () => {
  it('records what the type asks for, under the event names', () => {
    expect(
      fieldsOf({ categories: [DEPARTAMENTO, CASA, DEPARTAMENTO], extras: { ambientes: '3', cochera: true } }),
    ).toEqual({
      typeId: TYPE_ID,
      title: 'Departamento 3 ambientes en Palermo',
      code: null,
      description: 'Luminoso, a metros del subte.',
      text: null,
      url: null,
      categories: [DEPARTAMENTO, CASA],
      amount: 120_000,
      amountSale: null,
      currency: 'USD',
      address: { title: 'Palermo, CABA', geolocation: { coordinates: [-34.5875, -58.4205] } },
      extras: { ambientes: 3, cochera: true },
      public: true,
      shareable: true,
    });
  });

  it('clears the fields the type does not ask for, and stock where the type keeps none', () => {
    const fields = fieldsOf(
      { url: 'https://example.com/aviso', amount_sale: 100_000, extras: { ambientes: 2, stock: [{ quantity: 1 }] } },
      catalogue(['title']),
    );
    expect(fields).toMatchObject({
      description: null,
      url: null,
      categories: [],
      amount: null,
      amountSale: null,
      currency: 'ARS',
      address: null,
      extras: { ambientes: 2 },
    });
  });

  it('keeps stock lines when the type has stock, and words their errors by line', () => {
    const withStock = catalogue(['title', 'stock']);
    const stock = [{ place: 'Local Palermo', color: 'Negro', size: 'xl', quantity: 4 }];
    expect(fieldsOf({ extras: { ambientes: 1, stock } }, withStock).extras.stock).toEqual([
      { place: 'Local Palermo', color: 'Negro', size: 'XL', quantity: 4 },
    ]);
    expect(errorsOf({ extras: { ambientes: 1, stock: [{ quantity: -1 }, {}] } }, withStock)).toEqual({
      'extras.stock.0.quantity': ['Este campo debe tener un valor mínimo de 0'],
      'extras.stock.1.quantity': ['Este campo es obligatorio'],
    });
  });

  it('refuses categories of another type and unknown extras, each at its own field', () => {
    expect(errorsOf({ categories: [DEPARTAMENTO, FOREIGN_CATEGORY], extras: { ambientes: 2, pileta: true } })).toEqual({
      'categories.1': ['El valor ingresado no es válido'],
      'extras.pileta': ['El valor ingresado no es válido'],
    });
  });

  it('reports every invalid extra at once, at extras.<slug>', () => {
    expect(errorsOf({ extras: { superficie: 'mucha', estado: 'roto' } })).toEqual({
      'extras.ambientes': ['Este campo es obligatorio'],
      'extras.superficie': ['No es un número'],
      'extras.estado': ['El valor ingresado no es válido'],
    });
  });

  it('wants a sale price below the price, and a price with a sale price', () => {
    expect(errorsOf({ amount: 100, amount_sale: 150 })).toEqual({
      amount_sale: ['Este campo debe tener un valor máximo de 100'],
    });
    expect(errorsOf({ amount: null, amount_sale: 150 })).toEqual({ amount: ['Este campo es obligatorio'] });
    expect(fieldsOf({ amount: 100, amount_sale: 80 })).toMatchObject({ amount: 100, amountSale: 80 });
  });

  it('accepts only web addresses', () => {
    expect(errorsOf({ url: 'javascript:alert(1)' })).toEqual({ url: ['No es una dirección web válida'] });
    expect(fieldsOf({ url: 'https://www.example.com.ar/aviso/1' }).url).toBe('https://www.example.com.ar/aviso/1');
  });

  it('wants a quick-create sentence of at least 20 characters', () => {
    expect(errorsOf({ text: 'Depto 3 amb' })).toEqual({ text: ['Este campo debe tener al menos 20 caracteres'] });
    expect(fieldsOf({ text: 'Vendo depto 3 ambientes en Palermo' }).text).toBe('Vendo depto 3 ambientes en Palermo');
  });

  it('turns empty texts into no value', () => {
    expect(fieldsOf({ code: '', description: '   ' })).toMatchObject({ code: null, description: null });
  });
});
