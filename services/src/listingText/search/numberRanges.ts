// Number extras read as the quick-create readers read them, then widened into ranges by the words
// around each number. A number said alone keeps the meaning a searcher gives it: a count the
// builder offers as chips (1+, 2+… for a maximum of ten or less: ambientes, dormitorios, baños) is
// 'at least', as its chip is (docs/decisions/number-chips.md); an exact year; an upper bound for
// kilometres, age and expensas; a lower bound for surfaces.
import { atLeastChoices } from '@app/contracts';

import type { ClassifiedExpression } from '../numbers/money.ts';
import { acceptsNumber } from '../numbers/validations.ts';
import type { CompiledType } from '../readers/compiledType.ts';
import { readNumberExtras } from '../readers/numberExtras.ts';
import { type Reading, useExpression } from '../readers/reading.ts';
import type { ConceptName } from '../words/lexicon.ts';
import { claimRange } from '../words/phrases.ts';
import { type Bound, boundOf, rangeClosing, rangeOf, rangeOpening, type SearchRange } from './rangeQualifiers.ts';

const UNBOUNDED_MEANING: Partial<Record<ConceptName, Bound>> = {
  mileage: 'max',
  age: 'max',
  expenses: 'max',
  coveredArea: 'min',
  totalArea: 'min',
};

/** The last token of the run of claimed tokens right after the number (its unit: 'ambientes', 'km'). */
export function claimedRunEnd(reading: Reading, expression: ClassifiedExpression): number {
  let end = expression.last;
  while (reading.claimed.has(end + 1) && reading.tokens[end + 1]?.kind !== 'number') end += 1;
  return end;
}

const isMoney = (expression: ClassifiedExpression) => expression.role === 'price' || expression.role === 'expenses';

/**
 * Whether the other end of a range may join this number: not read as something else already, of the
 * same kind (money with money: 'desde 2017 hasta 25 millones de pesos' is a year and a price), and
 * within the extra's limits.
 */
function joins(reading: Reading, own: ClassifiedExpression, other: ClassifiedExpression, accepts: Accepts): boolean {
  if (reading.usedExpressions.has(other) || (isMoney(own) !== isMoney(other) && other.currency !== null)) return false;
  return accepts(other.value);
}

type Accepts = (value: number) => boolean;

/** The range one number stands for, with the range's other number used up when there is one. */
export function widen(
  reading: Reading,
  expression: ClassifiedExpression,
  unbounded: Bound | 'exact',
  accepts: Accepts = () => true,
): SearchRange {
  const { tokens, expressions } = reading;
  const opening = rangeOpening(tokens, expressions, expression);
  if (opening && joins(reading, expression, opening.opening, accepts)) {
    useExpression(reading, opening.opening);
    return { min: opening.value, max: expression.value };
  }
  const closing = rangeClosing(tokens, expressions, expression);
  if (closing && joins(reading, expression, closing, accepts)) {
    useExpression(reading, closing);
    claimRange(reading.claimed, closing.first, closing.last);
    return { min: expression.value, max: closing.value };
  }
  return rangeOf(expression.value, boundOf(tokens, expression, claimedRunEnd(reading, expression)), unbounded);
}

function expressionFor(reading: Reading, fresh: ClassifiedExpression[], value: number): ClassifiedExpression | null {
  const index = fresh.findIndex((expression) => expression.value === value);
  if (index >= 0) return fresh.splice(index, 1)[0]!;
  return reading.expressions.find((expression) => expression.role === 'expenses' && expression.value === value) ?? null;
}

export function readNumberRanges(reading: Reading, compiled: CompiledType): Record<string, SearchRange> {
  const before = new Set(reading.usedExpressions);
  const values = readNumberExtras(reading, compiled.numbers);
  const fresh = [...reading.usedExpressions].filter((expression) => !before.has(expression));
  const ranges: Record<string, SearchRange> = {};
  for (const number of compiled.numbers) {
    const value = values[number.extra.slug];
    if (value === undefined) continue;
    const unbounded = atLeastChoices(number.extra.config.validations)
      ? 'min'
      : ((number.concept && UNBOUNDED_MEANING[number.concept]) ?? 'exact');
    const expression = expressionFor(reading, fresh, value);
    const accepts = (other: number) => acceptsNumber(number.extra, other);
    // A value a fixed phrase names ('monoambiente') is that value, never 'at least'; a zero ('a
    // estrenar', 'sin expensas') has nothing below it, so it is only an upper bound.
    ranges[number.extra.slug] = expression
      ? widen(reading, expression, unbounded, accepts)
      : rangeOf(value, null, value === 0 ? 'max' : 'exact');
  }
  return ranges;
}
