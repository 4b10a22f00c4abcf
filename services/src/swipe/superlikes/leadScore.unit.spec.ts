import type { SearchFilter } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { leadScore, priceFit } from './leadScore.ts';

const house = { typeId: 'casa', amount: 120_000, currency: 'USD' } as const;
const filterUpTo = (max: number | null, currency: 'USD' | 'ARS' = 'USD') =>
  [
    { title: null, type_id: 'casa', category_id: null, currency, amount: { min: null, max }, extras: {}, stock: null },
  ] as SearchFilter[];

describe('a lead score', () => {
  it('is highest when the whole group likes it, after many cards, at a price they asked for', () => {
    expect(leadScore({ likeCount: 3, participantsCount: 3, decisionsBefore: 40, priceFit: 1 })).toBe(100);
    expect(leadScore({ likeCount: 1, participantsCount: 3, decisionsBefore: 0, priceFit: 1 })).toBe(43);
  });

  it('weighs a superlike on the first card less than one after twenty', () => {
    const early = leadScore({ likeCount: 1, participantsCount: 1, decisionsBefore: 0, priceFit: 1 });
    const late = leadScore({ likeCount: 1, participantsCount: 1, decisionsBefore: 20, priceFit: 1 });
    expect(late - early).toBe(30);
  });

  it('fits prices inside the range fully and falls off past it', () => {
    expect(priceFit(filterUpTo(150_000), house)).toBe(1);
    expect(priceFit(filterUpTo(100_000), house)).toBeCloseTo(0.8);
    expect(priceFit(filterUpTo(50_000), house)).toBe(0);
    expect(priceFit(filterUpTo(null), house)).toBe(1);
    expect(priceFit(filterUpTo(150_000, 'ARS'), house)).toBe(0.5);
  });
});
