import { describe, expect, it } from 'vitest';
import { compactPrice, priceBadge } from './priceBadge.ts';

describe('the map price badge', () => {
  it('shows millions to one decimal from 1M', () => {
    expect(compactPrice(1_000_000)).toBe('1M');
    expect(compactPrice(1_250_000)).toBe('1,3M');
    expect(compactPrice(12_340_000)).toBe('12,3M');
  });

  it('rounds thousands from 10k', () => {
    expect(compactPrice(10_000)).toBe('10k');
    expect(compactPrice(149_600)).toBe('150k');
    expect(compactPrice(999_400)).toBe('999k');
  });

  it('shows thousands to one decimal from 1k', () => {
    expect(compactPrice(1_000)).toBe('1k');
    expect(compactPrice(2_550)).toBe('2,6k');
    expect(compactPrice(9_940)).toBe('9,9k');
  });

  it('shows smaller amounts as they are', () => {
    expect(compactPrice(950)).toBe('950');
    expect(compactPrice(99.5)).toBe('99,50');
  });

  it("uses the sale price, the currency's symbol ('$' by default) or 'Sin precio'", () => {
    expect(priceBadge(150_000, null, 'US$')).toBe('US$ 150k');
    expect(priceBadge(2_000_000, 1_500_000)).toBe('$ 1,5M');
    expect(priceBadge(null, null)).toBe('Sin precio');
    expect(priceBadge(5_000, null, '')).toBe('$ 5k');
  });
});
