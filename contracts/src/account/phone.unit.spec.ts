import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, useSpanishErrors } from '../spanishErrors.ts';
import { normalisePhone, phoneSchema } from './phone.ts';

useSpanishErrors();

describe('phone numbers as people write them, stored in international format', () => {
  it.each([
    ['11 5555 1234', '+5491155551234'],
    ['011 15 5555-1234', '+5491155551234'],
    ['11 15 5555 1234', '+5491155551234'],
    ['(011) 15-5555-1234', '+5491155551234'],
    ['0351 15 555 1234', '+5493515551234'],
    ['351 15 555 1234', '+5493515551234'],
    ['0351 555 1234', '+5493515551234'],
    ['02966 15 55 1234', '+5492966551234'],
    ['+54 11 5555 1234', '+5491155551234'],
    ['+54 9 11 5555-1234', '+5491155551234'],
    ['+54 (11) 1234.5678', '+5491112345678'],
    ['54 9 11 5555 1234', '+5491155551234'],
    ['54 11 5555 1234', '+5491155551234'],
    ['0054 9 11 5555 1234', '+5491155551234'],
    ['+54 9 351 555-1234', '+5493515551234'],
  ])('reads the Argentine number %s as %s', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it.each([
    ['+1 (415) 555-0100', '+14155550100'],
    ['+34 612 34 56 78', '+34612345678'],
    ['0034 612 34 56 78', '+34612345678'],
  ])("keeps another country's number %s as %s", (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it.each([
    ['15 5555 1234', 'a mobile without its area code'],
    ['5555 1234', 'a number without its area code'],
    ['11 5555 123', 'one digit short'],
    ['11 5555 12345', 'one digit too many'],
    ['+54 11', 'a country code and an area code only'],
    ['+0 11 1234 5678', 'a country code that starts with 0'],
    [`+${'1'.repeat(16)}`, 'more digits than any country has'],
    ['+54 11 abcd 5678', 'letters'],
    ['+54 9 11 5555 1234 ext 2', 'words after the number'],
  ])('refuses %s (%s)', (typed) => {
    expect(normalisePhone(typed)).toBeNull();
  });

  it('treats an empty phone as none and words a number it cannot read as SPEC.md does', () => {
    const form = z.object({ phone: phoneSchema });
    expect(form.parse({ phone: '  ' })).toEqual({ phone: null });
    expect(form.parse({})).toEqual({ phone: null });
    expect(form.parse({ phone: '11 5555 1234' })).toEqual({ phone: '+5491155551234' });
    const result = form.safeParse({ phone: '5555 1234' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      phone: ['Debe incluir el código de país, incluyendo el signo +'],
    });
  });
});
