// 'Bajó de precio' reads the last change only, in what a buyer pays (the sale price when there is one).
import { describe, expect, it } from 'vitest';
import { priceDropOf } from './priceHistory.ts';
import type { PriceChange, ShownPrice } from './publication.ts';

const price = (amount: number | null, amount_sale: number | null = null, currency: 'ARS' | 'USD' = 'ARS') =>
  ({ amount, amount_sale, currency }) satisfies ShownPrice;
const change = (previous: ShownPrice, current: ShownPrice): PriceChange => ({
  previous,
  current,
  changed_at: '2026-11-20T12:00:00.000Z',
});

describe('priceDropOf', () => {
  it('gives the price before a cut', () => {
    expect(priceDropOf([change(price(51_000), price(40_000))])).toEqual(price(51_000));
  });

  it('reads the sale price when there is one', () => {
    expect(priceDropOf([change(price(100, 90), price(95))])).toBeNull();
    expect(priceDropOf([change(price(100), price(100, 80))])).toEqual(price(100));
  });

  it('shows nothing once the last change raised the price, or changed its currency', () => {
    expect(priceDropOf([change(price(50), price(40)), change(price(40), price(45))])).toBeNull();
    expect(priceDropOf([change(price(100_000), price(90, null, 'USD'))])).toBeNull();
  });

  it('shows nothing without a history or a price on either side', () => {
    expect(priceDropOf([])).toBeNull();
    expect(priceDropOf([change(price(null), price(40))])).toBeNull();
  });
});
