import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, useSpanishErrors } from '../spanishErrors.ts';
import { slugSchema, toSlug, toSlugWhileTyping } from './slug.ts';

useSpanishErrors();

function errorsOf(slug: string) {
  const result = z.object({ slug: slugSchema }).safeParse({ slug });
  return result.success ? [] : (fieldErrors(result.error).slug ?? []);
}

describe('catalogue slug', () => {
  it('turns text into lowercase words joined by hyphens, without accents or symbols', () => {
    expect(toSlug('Tienda de Ñandú!')).toBe('tienda-de-nandu');
    expect(toSlug('  Autos   & Motos -- 2024 ')).toBe('autos-motos-2024');
  });

  it('shows no hyphen the person did not type until the next word starts', () => {
    expect(toSlugWhileTyping('Juan ')).toBe('juan ');
    expect(toSlugWhileTyping('juan c')).toBe('juan-c');
    expect(toSlugWhileTyping('Mi tienda!')).toBe('mi-tienda ');
    expect(toSlugWhileTyping('-Mi  ')).toBe('mi ');
    expect(toSlugWhileTyping('mi-')).toBe('mi-');
    expect(toSlugWhileTyping('  ')).toBe('');
  });

  it('accepts 3 to 150 characters and normalises what it accepts', () => {
    expect(slugSchema.parse('Casa Central')).toBe('casa-central');
    expect(errorsOf('')).toEqual(['Este campo es obligatorio']);
    expect(errorsOf('ab')).toEqual(['Este campo debe tener al menos 3 caracteres']);
    expect(errorsOf('a'.repeat(151))).toEqual(['Este campo debe tener 150 caracteres como máximo']);
  });

  it("refuses the application's own addresses", () => {
    expect(errorsOf('Dashboard')).toEqual(['Este nombre de usuario no está disponible.']);
  });
});
