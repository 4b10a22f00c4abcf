// The price a searcher names: 'hasta 120 mil dólares', 'entre 100 y 150 mil', 'desde $ 50.000',
// 'menos de 30 palos'. A price said alone is a budget (an upper bound). A bound number with no
// unit and no other use is a price too ('hasta 50000'). No currency said: the one the type and
// the magnitude tell (numbers/currencyRule.ts): a house 'hasta 300 mil' is dollars.
import type { Currency } from '../listingType.ts';
import { inferCurrency } from '../numbers/currencyRule.ts';
import type { ClassifiedExpression } from '../numbers/money.ts';
import type { CompiledType } from '../readers/compiledType.ts';
import { isFree, type Reading } from '../readers/reading.ts';
import { claimedRunEnd, widen } from './numberRanges.ts';
import { boundOf, type SearchRange } from './rangeQualifiers.ts';

export interface PriceRange {
  currency: Currency;
  amount: SearchRange;
}

const SMALLEST_BARE_PRICE = 100;

function priceCandidates(reading: Reading): ClassifiedExpression[] {
  return reading.expressions.filter((expression) => {
    if (expression.role === 'price') return !reading.usedExpressions.has(expression);
    if (expression.role !== 'plain' || !isFree(reading, expression) || expression.value < SMALLEST_BARE_PRICE)
      return false;
    return boundOf(reading.tokens, expression, claimedRunEnd(reading, expression)) !== null;
  });
}

export function readPriceRange(reading: Reading, compiled: CompiledType): PriceRange | null {
  const amount: SearchRange = { min: null, max: null };
  let currency: Currency | null = null;
  for (const expression of priceCandidates(reading)) {
    if (reading.usedExpressions.has(expression)) continue;
    const range = widen(reading, expression, 'max');
    reading.usedExpressions.add(expression);
    amount.min ??= range.min;
    amount.max ??= range.max;
    currency ??= expression.currency;
  }
  if (amount.min === null && amount.max === null) return null;
  if (amount.min !== null && amount.max !== null && amount.min > amount.max)
    [amount.min, amount.max] = [amount.max, amount.min];
  currency ??= reading.expressions.find((expression) => expression.currency !== null)?.currency ?? null;
  return { currency: currency ?? inferCurrency(compiled, reading.tokens, (amount.max ?? amount.min)!), amount };
}
