import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, useSpanishErrors } from './spanishErrors.ts';

useSpanishErrors();

const form = z.object({
  name: z.string().min(3).max(150),
  email: z.email(),
  discount: z.number().min(1).max(100),
  site: z.url().optional(),
});

function errorsOf(input: unknown) {
  const result = form.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('Spanish validation messages (SPEC.md section 5)', () => {
  it('names a missing field as required', () => {
    expect(errorsOf({ email: 'a@b.co', discount: 5 }).name).toEqual(['Este campo es obligatorio']);
  });

  it('names an empty or blank text field as required, not as too short', () => {
    expect(errorsOf({ name: '', email: 'a@b.co', discount: 5 }).name).toEqual(['Este campo es obligatorio']);
    const trimmed = z.object({ title: z.string().trim().min(3) }).safeParse({ title: '   ' });
    expect(trimmed.success ? {} : fieldErrors(trimmed.error)).toEqual({ title: ['Este campo es obligatorio'] });
  });

  it('words length, value, e-mail and url rules', () => {
    const errors = errorsOf({ name: 'ab', email: 'nope', discount: 101, site: 'not a url' });
    expect(errors).toEqual({
      name: ['Este campo debe tener al menos 3 caracteres'],
      email: ['No es una dirección de correo electrónico válida'],
      discount: ['Este campo debe tener un valor máximo de 100'],
      site: ['No es una dirección web válida'],
    });
    expect(errorsOf({ name: 'x'.repeat(151), email: 'a@b.co', discount: 0 })).toEqual({
      name: ['Este campo debe tener 150 caracteres como máximo'],
      discount: ['Este campo debe tener un valor mínimo de 1'],
    });
  });

  it('says a text given for a number is not a number', () => {
    expect(errorsOf({ name: 'Ana', email: 'a@b.co', discount: 'diez' }).discount).toEqual(['No es un número']);
  });
});
