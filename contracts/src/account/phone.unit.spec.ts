import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, useSpanishErrors } from '../spanishErrors.ts';
import { normalisePhone, phoneSchema } from './phone.ts';

useSpanishErrors();

describe('phone numbers in international format', () => {
  it('keeps only the plus sign and the digits', () => {
    expect(normalisePhone('+54 9 11 1234-5678')).toBe('+5491112345678');
    expect(normalisePhone(' +54 (11) 1234.5678 ')).toBe('+541112345678');
  });

  it('refuses numbers without the country code sign, too short or too long', () => {
    expect(normalisePhone('011 1234-5678')).toBeNull();
    expect(normalisePhone('+54 11')).toBeNull();
    expect(normalisePhone('+0 11 1234 5678')).toBeNull();
    expect(normalisePhone(`+${'1'.repeat(16)}`)).toBeNull();
    expect(normalisePhone('+54 11 abcd 5678')).toBeNull();
  });

  it('treats an empty phone as none and words a local number as SPEC.md does', () => {
    const form = z.object({ phone: phoneSchema });
    expect(form.parse({ phone: '  ' })).toEqual({ phone: null });
    expect(form.parse({})).toEqual({ phone: null });
    const result = form.safeParse({ phone: '11 1234 5678' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      phone: ['Debe incluir el código de país, incluyendo el signo +'],
    });
  });
});
