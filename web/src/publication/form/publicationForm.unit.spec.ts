import type { Publication } from '@app/contracts/publication/publication';
import { useSpanishErrors } from '@app/contracts/spanishErrors';
import { describe, expect, it } from 'vitest';
import { keepApplicableCategories, sameCategoryName, withCategory } from '../categories/categorySelection.ts';
import { propertyType, publicationType } from '../testing/catalogueFixtures.ts';
import { publicationFormErrors, stepErrors } from './formValidation.ts';
import {
  emptyPublicationForm,
  priorityChanged,
  publicationFormValues,
  toPublicationInput,
} from './publicationFormModel.ts';
import { formFieldErrors } from './serverFieldErrors.ts';
import { emptyStockRow, stockInput } from './stockRows.ts';
import { canContinue, firstStepWithErrors, stepOfField, wizardSteps } from './wizardSteps.ts';

// biome-ignore lint/correctness/useHookAtTopLevel: not a React hook, it installs zod's Spanish messages.
useSpanishErrors();

const property = propertyType();
const products = publicationType(['title', 'amount', 'stock'], []);

function filledForm() {
  return {
    ...emptyPublicationForm({ public: true }),
    type_id: property.id,
    title: '  Casa con patio ',
    url: '',
    amount: 150000 as const,
    extras: { ambientes: 4, cochera: true, amenities: ['pileta'] },
  };
}

describe('publication wizard steps', () => {
  it('asks for categories and stock only when the type has them', () => {
    expect(wizardSteps(property)).toEqual(['type', 'categories', 'general', 'final']);
    expect(wizardSteps(products)).toEqual(['type', 'general', 'stock', 'final']);
    expect(wizardSteps(null)).toEqual(['type', 'general', 'final']);
  });

  it('goes on from the type step only with a type chosen', () => {
    expect(canContinue('type', null)).toBe(false);
    expect(canContinue('type', property.id)).toBe(true);
    expect(canContinue('general', null)).toBe(true);
  });

  it('brings the step of the first invalid field into view', () => {
    expect(stepOfField('extras.ambientes')).toBe('general');
    expect(stepOfField('stock.0.quantity')).toBe('stock');
    expect(stepOfField('images')).toBe('final');
    expect(firstStepWithErrors(wizardSteps(property), ['images', 'title'])).toBe('general');
  });
});

describe('publication form model', () => {
  it('starts shareable and public, or private when asked (public=false)', () => {
    expect(emptyPublicationForm({ public: true })).toMatchObject({ shareable: true, public: true });
    expect(emptyPublicationForm({ public: false })).toMatchObject({ shareable: true, public: false });
  });

  it('sends the fields the type asks for, extras cast, empty texts as null', () => {
    const input = toPublicationInput({ ...filledForm(), stock: [emptyStockRow()] }, property);
    expect(input).toMatchObject({
      type_id: property.id,
      title: 'Casa con patio',
      url: null,
      amount: 150000,
      amount_sale: null,
      currency: 'ARS',
      extras: { ambientes: 4, cochera: true, amenities: ['pileta'], apto_credito: false },
      public: true,
      shareable: true,
      medias: [],
    });
    expect(input.extras).not.toHaveProperty('stock');
    const withoutAmount = toPublicationInput(filledForm(), publicationType(['title'], []));
    expect(withoutAmount).toMatchObject({ amount: null, description: null, categories: [], extras: {} });
  });

  it('sends what is still being typed in number inputs as numbers', () => {
    const input = toPublicationInput({ ...filledForm(), amount: '150000.', amount_sale: '' }, property);
    expect(input).toMatchObject({ amount: 150000, amount_sale: null });
    expect(stockInput([{ ...emptyStockRow(), quantity: '7' }])).toMatchObject([{ quantity: 7 }]);
  });

  it('sends stock lines with a quantity, sizes uppercased', () => {
    const row = { ...emptyStockRow(), color: 'Rojo', size: 'xl', quantity: 3 as const };
    expect(stockInput([row, emptyStockRow()])).toEqual([{ place: null, color: 'Rojo', size: 'XL', quantity: 3 }]);
  });

  it('validates each step with the messages of SPEC.md', () => {
    const values = { ...filledForm(), title: 'ab', url: 'no es un enlace', extras: { ambientes: 12 } };
    expect(stepErrors('general', values, property)).toEqual({
      title: 'Este campo debe tener al menos 3 caracteres',
      url: 'No es una dirección web válida',
      'extras.ambientes': 'Este campo debe tener un valor máximo de 10',
    });
    expect(publicationFormErrors({ ...values, type_id: null }, null)).toMatchObject({
      type_id: 'Este campo es obligatorio',
    });
    expect(stepErrors('stock', { ...filledForm(), stock: [emptyStockRow()] }, products)).toEqual({
      'stock.0.quantity': 'Este campo es obligatorio',
    });
  });

  it('puts server messages on the form fields', () => {
    expect(
      formFieldErrors({ 'data.title': 'Este campo es obligatorio', 'extras.stock.0.quantity': 'x', 'medias.1': 'y' }),
    ).toEqual({ title: 'Este campo es obligatorio', 'stock.0.quantity': 'x', images: 'y' });
  });

  it('reads a stored publication back into the form and sends its priority only when it changed', () => {
    const stored = {
      id: '00000000-0000-4000-8000-0000000000aa',
      type_id: property.id,
      title: 'Casa',
      code: null,
      description: null,
      text: null,
      url: null,
      categories: [{ id: '00000000-0000-4000-8000-0000000000bb', name: 'Casa', slug: 'casa' }],
      medias: [],
      amount: null,
      amount_sale: null,
      currency: 'USD',
      operation: 'sale',
      price_period: null,
      priority: 'destacada',
      priority_description: null,
      address: null,
      extras: { ambientes: '3', orientacion: 'oeste' },
      users: [],
      public: false,
      shareable: true,
      created_by: 'user',
      editable: true,
      deletable: true,
      locked_reason: null,
      listed_at: '2026-01-01T00:00:00Z',
      published_at: '2026-01-01T00:00:00Z',
      price_history: [],
    } satisfies Publication;
    const values = publicationFormValues(stored, property);
    expect(values).toMatchObject({
      currency: 'USD',
      public: false,
      amount: '',
      categories: [stored.categories[0]?.id],
    });
    expect(values.extras).toMatchObject({ ambientes: 3, orientacion: null });
    expect(priorityChanged(values, stored)).toBe(false);
    expect(priorityChanged({ ...values, priority: null }, stored)).toBe(true);
    expect(priorityChanged({ ...values, priority_description: 'Hasta fin de mes' }, stored)).toBe(true);
    expect(priorityChanged(emptyPublicationForm({ public: true }), null)).toBe(false);
  });
});

describe('categories when the type changes', () => {
  it('restores the chosen categories that the new type still has', () => {
    expect(keepApplicableCategories(['a', 'b', 'c'], [{ id: 'c' }, { id: 'a' }])).toEqual(['a', 'c']);
    expect(withCategory([{ id: 'a' }], { id: 'a' })).toEqual([{ id: 'a' }]);
    expect(sameCategoryName('Dúplex ', 'duplex')).toBe(true);
  });
});
