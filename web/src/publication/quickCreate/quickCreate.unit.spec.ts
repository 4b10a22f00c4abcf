import { useSpanishErrors } from '@app/contracts/spanishErrors';
import { describe, expect, it } from 'vitest';
import { emptyPublicationForm } from '../form/publicationFormModel.ts';
import { emptyStockRow } from '../form/stockRows.ts';
import { propertyType } from '../testing/catalogueFixtures.ts';
import { quickRequestErrors, splitByVisibility } from './quickCreateErrors.ts';
import { recognisedHints, truncateHints } from './recognisedHints.ts';
import {
  afterRecognition,
  afterTextEdit,
  afterTypeChange,
  fillRecognised,
  mustRecognise,
  NOT_RECOGNISED,
  type Recognised,
  titleFromText,
} from './recognition.ts';

// biome-ignore lint/correctness/useHookAtTopLevel: not a React hook, it installs zod's Spanish messages.
useSpanishErrors();

const property = propertyType();
const house = property.categories[0]?.id ?? '';
const recognised: Recognised = {
  title: 'Casa de 4 ambientes en Palermo',
  amount: 150000,
  amount_sale: null,
  currency: 'USD',
  stock: null,
  categories: [house],
  extras: { ambientes: 4, cochera: true, amenities: ['pileta', 'parrilla'] },
  address: { title: 'Palermo, CABA', geolocation: { coordinates: [-34.58, -58.42] } },
  operation: 'sale',
  price_period: null,
};
const sentence = 'Vendo casa de 4 ambientes en Palermo con pileta y parrilla, cochera, USD 150.000';

describe('quick creation: reading the sentence', () => {
  it('reads the sentence before the first submit and again after the text changes', () => {
    expect(mustRecognise(NOT_RECOGNISED)).toBe(true);
    const fresh = afterRecognition(recognised);
    expect(mustRecognise(fresh)).toBe(false);
    expect(afterTextEdit(fresh, sentence, sentence)).toBe(fresh);
    expect(mustRecognise(afterTextEdit(fresh, sentence, `${sentence}.`))).toBe(true);
    expect(mustRecognise(afterTypeChange(fresh, property.id, null))).toBe(true);
    expect(afterTypeChange(fresh, property.id, property.id)).toBe(fresh);
  });

  it('fills title, price, currency, categories, extras and address from what was recognised', () => {
    const form = { ...emptyPublicationForm({ public: true }), type_id: property.id, text: sentence };
    const filled = fillRecognised(form, recognised, property);
    expect(filled).toMatchObject({
      title: 'Casa de 4 ambientes en Palermo',
      amount: 150000,
      currency: 'USD',
      categories: [house],
      address: recognised.address,
      operation: 'sale',
      price_period: null,
    });
    expect(filled.extras).toMatchObject({ ambientes: 4, cochera: true, amenities: ['pileta', 'parrilla'] });
    const untitled = fillRecognised(form, { ...recognised, title: null, amount: null, currency: null }, property);
    expect(untitled).toMatchObject({ title: sentence, amount: '', currency: 'ARS' });
    const season = fillRecognised(
      form,
      { ...recognised, operation: 'temporary_rent', price_period: 'night' },
      property,
    );
    expect(season).toMatchObject({ operation: 'temporary_rent', price_period: 'night' });
  });

  it('puts the units on hand in the first stock line, keeping a quantity already typed', () => {
    const form = { ...emptyPublicationForm({ public: true }), text: sentence };
    expect(fillRecognised(form, { ...recognised, stock: 4 }, property).stock).toMatchObject([{ quantity: 4 }]);
    const typed = { ...form, stock: [{ ...emptyStockRow(), quantity: 2 }] };
    expect(fillRecognised(typed, { ...recognised, stock: 4 }, property).stock).toMatchObject([{ quantity: 2 }]);
    expect(fillRecognised(form, recognised, property).stock).toEqual([]);
  });

  it('makes a title from the first phrase, at most 255 characters', () => {
    expect(titleFromText('Depto luminoso. Tiene balcón')).toBe('Depto luminoso');
    expect(titleFromText('x'.repeat(300))).toHaveLength(255);
  });

  it('asks for type, a text of 20 to 1000 characters and, to create, one image', () => {
    const form = { ...emptyPublicationForm({ public: true }), text: 'muy corto' };
    expect(quickRequestErrors(form, { images: true })).toEqual({
      type_id: 'Este campo es obligatorio',
      text: 'Este campo debe tener al menos 20 caracteres',
      images: 'Este campo es obligatorio',
    });
    expect(quickRequestErrors({ ...form, type_id: property.id, text: sentence }, { images: false })).toEqual({});
    expect(splitByVisibility({ title: 'a', 'extras.ambientes': 'b' })).toEqual({
      visible: { title: 'a' },
      hidden: ['b'],
    });
  });
});

describe('quick creation: hints of what was recognised', () => {
  it('lists the recognised fields with their titles and values', () => {
    const hints = recognisedHints(recognised, property, (code) => (code === 'USD' ? 'US$' : '$'));
    expect(hints).toEqual([
      'Título: Casa de 4 ambientes en Palermo',
      'Precio: US$ 150.000',
      'Operación: Venta',
      'Categorías: Casa',
      'Ambientes: 4',
      'Cochera: Sí',
      'Amenities: Pileta, Parrilla',
      'Dirección: Palermo, CABA',
    ]);
  });

  it('shows five hints, then "y más"', () => {
    expect(truncateHints(['1', '2', '3', '4', '5', '6', '7'])).toEqual({
      shown: ['1', '2', '3', '4', '5'],
      more: true,
    });
    expect(truncateHints(['1', '2', '3', '4', '5'])).toEqual({ shown: ['1', '2', '3', '4', '5'], more: false });
  });
});
