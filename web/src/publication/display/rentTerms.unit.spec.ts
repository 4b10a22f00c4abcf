import { describe, expect, it } from 'vitest';
import { rentTerms } from './price.ts';

describe('what a rent pays for, beside its price', () => {
  it("reads '$ 450.000 por mes + $ 80.000 expensas' for a rent with expensas", () => {
    const rent = { operation: 'rent' as const, price_period: 'month' as const, extras: { expensas: 80_000 } };
    expect(rentTerms(rent, '$')).toEqual({ period: 'por mes', expensas: '+ $ 80.000 expensas' });
  });

  it('gives a temporary rent its night or month, and a sale nothing', () => {
    const night = { operation: 'temporary_rent' as const, price_period: 'night' as const, extras: { expensas: 1 } };
    expect(rentTerms(night, '$')).toEqual({ period: 'por noche', expensas: null });
    const sale = { operation: 'sale' as const, price_period: null, extras: { expensas: 90_000 } };
    expect(rentTerms(sale, '$')).toEqual({ period: null, expensas: null });
    expect(rentTerms({ operation: null, price_period: null, extras: {} })).toEqual({ period: null, expensas: null });
  });
});
