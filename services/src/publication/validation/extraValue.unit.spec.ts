import { describe, expect, it } from 'vitest';
import { EXTRAS } from '../testing/catalogueFixture.ts';
import { checkExtraValue } from './extraValue.ts';

const value = (normalised: unknown) => ({ kind: 'value', value: normalised });
const error = (message: string) => ({ kind: 'error', message });
const absent = { kind: 'absent' };

describe('an extra value against its configuration (SPEC.md section 5 wording)', () => {
  it('asks for a required extra and lets an optional one be empty', () => {
    for (const empty of [undefined, null, '', '  ', []]) {
      expect(checkExtraValue(empty, EXTRAS.ambientes)).toEqual(error('Este campo es obligatorio'));
      expect(checkExtraValue(empty, EXTRAS.superficie)).toEqual(absent);
    }
  });

  it('takes numbers, numeric texts with a decimal comma, and refuses anything else', () => {
    expect(checkExtraValue(3, EXTRAS.ambientes)).toEqual(value(3));
    expect(checkExtraValue('4', EXTRAS.ambientes)).toEqual(value(4));
    expect(checkExtraValue('52,75', EXTRAS.superficie)).toEqual(value(52.75));
    expect(checkExtraValue('tres', EXTRAS.ambientes)).toEqual(error('No es un número'));
    expect(checkExtraValue(true, EXTRAS.ambientes)).toEqual(error('No es un número'));
  });

  it('applies min and max rules, and a minimum of 0 when none is configured', () => {
    expect(checkExtraValue(0, EXTRAS.ambientes)).toEqual(error('Este campo debe tener un valor mínimo de 1'));
    expect(checkExtraValue(11, EXTRAS.ambientes)).toEqual(error('Este campo debe tener un valor máximo de 10'));
    expect(checkExtraValue(-5, EXTRAS.superficie)).toEqual(error('Este campo debe tener un valor mínimo de 0'));
  });

  it('allows the configured precision, and whole numbers for integer rules', () => {
    expect(checkExtraValue(52.25, EXTRAS.superficie)).toEqual(value(52.25));
    expect(checkExtraValue(52.255, EXTRAS.superficie)).toEqual(error('El valor ingresado no es válido'));
    expect(checkExtraValue(2.5, EXTRAS.ambientes)).toEqual(error('El valor ingresado no es válido'));
    expect(checkExtraValue(2.5, EXTRAS.pisos)).toEqual(error('El valor ingresado no es válido'));
    expect(checkExtraValue(2, EXTRAS.pisos)).toEqual(value(2));
  });

  it('trims texts and measures them with min and max as lengths', () => {
    expect(checkExtraValue('  Norte ', EXTRAS.orientacion)).toEqual(value('Norte'));
    expect(checkExtraValue('NE', EXTRAS.orientacion)).toEqual(error('Este campo debe tener al menos 3 caracteres'));
    expect(checkExtraValue('x'.repeat(21), EXTRAS.orientacion)).toEqual(
      error('Este campo debe tener 20 caracteres como máximo'),
    );
    expect(checkExtraValue(12, EXTRAS.orientacion)).toEqual(error('El valor ingresado no es válido'));
  });

  it('takes one of the options for select and radio', () => {
    expect(checkExtraValue('usado', EXTRAS.estado)).toEqual(value('usado'));
    expect(checkExtraValue('frente', EXTRAS.disposicion)).toEqual(value('frente'));
    expect(checkExtraValue('reciclado', EXTRAS.estado)).toEqual(error('El valor ingresado no es válido'));
    expect(checkExtraValue(['usado'], EXTRAS.disposicion)).toEqual(error('El valor ingresado no es válido'));
  });

  it('takes a list of options for checkbox, each once', () => {
    expect(checkExtraValue(['pileta', 'sum', 'pileta'], EXTRAS.amenities)).toEqual(value(['pileta', 'sum']));
    expect(checkExtraValue(['pileta', 'gimnasio'], EXTRAS.amenities)).toEqual(error('El valor ingresado no es válido'));
    expect(checkExtraValue('pileta', EXTRAS.amenities)).toEqual(error('El valor ingresado no es válido'));
  });

  it('takes yes or no for boolean and switch, also as form texts', () => {
    expect(checkExtraValue(true, EXTRAS.cochera)).toEqual(value(true));
    expect(checkExtraValue(false, EXTRAS.mascotas)).toEqual(value(false));
    expect(checkExtraValue('1', EXTRAS.cochera)).toEqual(value(true));
    expect(checkExtraValue('false', EXTRAS.mascotas)).toEqual(value(false));
    expect(checkExtraValue('quizás', EXTRAS.cochera)).toEqual(error('El valor ingresado no es válido'));
  });

  it('keeps tags once each, ignoring case and spacing, and counts them against max', () => {
    expect(checkExtraValue(['Luminoso', ' luminoso ', 'A  estrenar'], EXTRAS.etiquetas)).toEqual(
      value(['Luminoso', 'A estrenar']),
    );
    expect(checkExtraValue(['a', 'b', 'c', 'd'], EXTRAS.etiquetas)).toEqual(
      error('Este campo debe tener un valor máximo de 3'),
    );
    expect(checkExtraValue(['  '], EXTRAS.etiquetas)).toEqual(absent);
    expect(checkExtraValue('luminoso', EXTRAS.etiquetas)).toEqual(error('El valor ingresado no es válido'));
  });
});
