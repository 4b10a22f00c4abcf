import { describe, expect, it } from 'vitest';
import { extra, options, PROPERTY_EXTRAS } from '../testing/catalogueFixtures.ts';
import { extraError } from './extraValidation.ts';
import { extrasFormValues, extrasInput, keepChoice, toExtraFormValue, toExtraInputValue } from './extraValues.ts';
import { numberRules, parseLocalNumber } from './numberRules.ts';
import { visibleOptions } from './optionList.ts';
import { uniqueTags } from './tags.ts';

describe('extras form model', () => {
  it('casts stored and recognised values to number or boolean per type', () => {
    const rooms = extra('ambientes', 'number');
    const garage = extra('cochera', 'boolean');
    const creditReady = extra('apto_credito', 'switch');
    expect(toExtraFormValue(rooms, '3')).toBe(3);
    expect(toExtraFormValue(rooms, '1.234,5')).toBe(1234.5);
    expect(toExtraFormValue(rooms, 'muchos')).toBe('');
    expect(toExtraFormValue(garage, 'sí')).toBe(true);
    expect(toExtraFormValue(garage, 0)).toBe(false);
    expect(toExtraFormValue(garage, 'quizás')).toBeNull();
    expect(toExtraFormValue(creditReady, undefined)).toBe(false);
  });

  it('resets a single choice that is not among the options, and keeps only known list options', () => {
    const orientation = extra('orientacion', 'select', { options: options('Norte', 'Sur') });
    const amenities = extra('amenities', 'checkbox', { options: options('Pileta', 'Parrilla') });
    expect(toExtraFormValue(orientation, 'norte')).toBe('norte');
    expect(toExtraFormValue(orientation, 'este')).toBeNull();
    expect(keepChoice('sur', ['norte'])).toBeNull();
    expect(toExtraFormValue(amenities, ['pileta', 'spa'])).toEqual(['pileta']);
  });

  it('sends only the extras with a value, numbers rounded to the precision', () => {
    const values = extrasFormValues(PROPERTY_EXTRAS, {
      ambientes: 3,
      expensas: '45.000,456',
      cochera: true,
      amenities: [],
      etiquetas: ['luminoso', 'Luminoso', ' patio '],
      desconocido: 'x',
    });
    expect(values).not.toHaveProperty('desconocido');
    expect(extrasInput(PROPERTY_EXTRAS, values)).toEqual({
      ambientes: 3,
      expensas: 45000.46,
      cochera: true,
      etiquetas: ['luminoso', 'patio'],
      apto_credito: false,
    });
    expect(toExtraInputValue(extra('modelo', 'text'), '   ')).toBeUndefined();
  });

  it('reads min, max, step and precision from the validation rules (min 0 by default)', () => {
    expect(numberRules({ validations: ['min:1', 'max:10'], precision: 0, thousand_separator: false })).toEqual({
      min: 1,
      max: 10,
      step: 1,
      precision: 0,
      thousandSeparator: false,
      stepButtons: true,
    });
    const price = numberRules({ validations: [], precision: 2, thousand_separator: true });
    expect(price).toMatchObject({ min: 0, max: null, step: 0.01, precision: 2, stepButtons: false });
    expect(numberRules({ validations: ['integer', 'step:5'], precision: 2, thousand_separator: false })).toMatchObject({
      precision: 0,
      step: 5,
      stepButtons: true,
    });
    expect(parseLocalNumber('1.50')).toBe(1.5);
    expect(parseLocalNumber('2.')).toBe(2);
    expect(parseLocalNumber('1.500,25')).toBe(1500.25);
  });

  it('words required and out-of-range values as SPEC.md does', () => {
    const rooms = extra('ambientes', 'number', { validations: ['min:1', 'max:10'], required: true });
    expect(extraError(rooms, '')).toBe('Este campo es obligatorio');
    expect(extraError(rooms, 0)).toBe('Este campo debe tener un valor mínimo de 1');
    expect(extraError(rooms, 11)).toBe('Este campo debe tener un valor máximo de 10');
    expect(extraError(rooms, 4)).toBeNull();
    expect(extraError(rooms, '12.')).toBe('Este campo debe tener un valor máximo de 10');
    expect(extraError(rooms, '-')).toBe('No es un número');
  });

  it('ignores repeated tags whatever their letter case', () => {
    expect(uniqueTags(['Patio', 'patio', '', ' Quincho ', 'PATIO'])).toEqual(['Patio', 'Quincho']);
  });

  it('shows ten options until "Mostrar más", never hiding a chosen one', () => {
    const twelve = Array.from({ length: 12 }, (_, index) => ({ slug: `o${index}` }));
    expect(visibleOptions(twelve, false).visible).toHaveLength(10);
    expect(visibleOptions(twelve, false).collapsible).toBe(true);
    expect(visibleOptions(twelve, false, ['o11']).visible.map((option) => option.slug)).toContain('o11');
    expect(visibleOptions(twelve, true).visible).toHaveLength(12);
    expect(visibleOptions(twelve.slice(0, 10), false).collapsible).toBe(false);
  });
});
