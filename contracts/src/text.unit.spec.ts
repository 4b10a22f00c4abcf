import { describe, expect, it } from 'vitest';
import { useSpanishErrors } from './spanishErrors.ts';
import { boundedText, findTextRuleViolation, REQUEST_TEXT_MAX, TEXT_MESSAGES } from './text.ts';

useSpanishErrors();
const unsafe = TEXT_MESSAGES.unsafeCharacters;

describe('the text rule every request obeys', () => {
  it('lets through any well-formed text, emoji and accents included', () => {
    expect(findTextRuleViolation({ name: 'Ñandú 🦊 ‮', list: ['ok', { deep: 'sí' }] })).toBeNull();
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
    ['a high surrogate at the end', 'fin\ud83e'],
  ])('refuses %s and names where it is', (_, text) => {
    expect(findTextRuleViolation({ filters: [{ title: text }] })).toEqual({
      field: 'filters.0.title',
      message: unsafe,
    });
  });

  it('refuses a key as it refuses a value, and texts over the request maximum', () => {
    expect(findTextRuleViolation({ extras: { 'a\u0000': 1 } })).toEqual({ field: 'extras', message: unsafe });
    expect(findTextRuleViolation('x'.repeat(REQUEST_TEXT_MAX + 1))).toEqual({
      field: '_',
      message: `Este campo debe tener ${REQUEST_TEXT_MAX} caracteres como máximo`,
    });
  });

  it('walks a body nested 100,000 deep without exhausting the stack', () => {
    let nested: unknown = 'a\u0000';
    for (let depth = 0; depth < 100_000; depth++) nested = [nested];
    expect(findTextRuleViolation(nested)?.message).toBe(unsafe);
  });

  it('gives forms the same rule through boundedText', () => {
    const token = boundedText(10);
    expect(token.safeParse('bien').success).toBe(true);
    expect(token.safeParse('a\u0000b').error?.issues[0]?.message).toBe(unsafe);
    expect(token.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe(
      'Este campo debe tener 10 caracteres como máximo',
    );
  });
});
