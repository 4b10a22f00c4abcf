import { describe, expect, it } from 'vitest';
import { searchButtonLabel, UNKNOWN_COUNT } from './resultCount.ts';

describe('the main button of the search builder', () => {
  it('says Buscar while the count is unknown', () => {
    expect(searchButtonLabel(UNKNOWN_COUNT)).toBe('Buscar');
  });

  it('counts results as SPEC.md words them', () => {
    expect(searchButtonLabel({ kind: 'known', count: 0, capped: false })).toBe('Sin resultados');
    expect(searchButtonLabel({ kind: 'known', count: 1, capped: false })).toBe('1 resultado');
    expect(searchButtonLabel({ kind: 'known', count: 245, capped: false })).toBe('245 resultados');
    expect(searchButtonLabel({ kind: 'known', count: 1000, capped: true })).toBe('+1000 resultados');
  });
});
