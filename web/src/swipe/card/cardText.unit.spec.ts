import type { Publication } from '@app/contracts/publication/publication';
import { describe, expect, it } from 'vitest';
import { cardPrice, publishersLine } from './cardText.ts';

function publisher(name: string, creator: boolean): Publication['users'][number] {
  return { id: crypto.randomUUID(), name, slug: null, avatar_url: null, pivot: { creator } };
}

describe('the card', () => {
  it("names the creator and how many more publish it ('y N más')", () => {
    expect(publishersLine([])).toBeNull();
    expect(publishersLine([publisher('Ana', true)])).toBe('Ana');
    expect(publishersLine([publisher('Bruno', false), publisher('Ana', true), publisher('Carla', false)])).toBe(
      'Ana y 2 más',
    );
  });

  it('shows the discount percent when there is a sale price', () => {
    expect(cardPrice({ amount: 200_000, amount_sale: 150_000 }, 'US$')).toEqual({
      current: 'US$ 150.000',
      previous: 'US$ 200.000',
      discountPercent: 25,
    });
    expect(cardPrice({ amount: 1_000, amount_sale: 333 }, '$').discountPercent).toBe(67);
  });

  it("has no discount without a lower sale price, and says 'Sin precio' without an amount", () => {
    expect(cardPrice({ amount: 1_000, amount_sale: null }, '$').discountPercent).toBeNull();
    expect(cardPrice({ amount: 1_000, amount_sale: 1_200 }, '$').discountPercent).toBeNull();
    expect(cardPrice({ amount: null, amount_sale: null }, '$').current).toBe('Sin precio');
  });
});
