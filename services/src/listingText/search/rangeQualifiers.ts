// How a searcher bounds a number: 'hasta 120 mil', 'menos de 80000 km', 'desde 2019', '3 o más
// ambientes', '2019 en adelante', 'entre 100 y 150 mil', 'de 2 a 3 ambientes', '2 o 3 ambientes'.
import type { ClassifiedExpression } from '../numbers/money.ts';
import { labelBefore, type Phrase, phraseEndAt, phraseStartAt, toPhrase } from '../words/phrases.ts';
import type { Token } from '../words/tokens.ts';

export type Bound = 'min' | 'max';

export interface SearchRange {
  min: number | null;
  max: number | null;
}

const phrases = (...texts: string[]): Phrase[] => texts.map(toPhrase);
const MAX_BEFORE = phrases(
  ...['hasta', 'menos de', 'maximo', 'max', 'como mucho', 'como maximo', 'no mas de', 'tope', 'inferior a'],
  ...['por debajo de', 'debajo de', 'abajo de', 'menor a', 'menor de', 'presupuesto', 'presupuesto de', 'hasta unos'],
  ...['no mas que', 'menos que', 'no supere', 'que no supere', 'no superior a', 'max de', 'maximo de'],
);
const MIN_BEFORE = phrases(
  ...['desde', 'mas de', 'minimo', 'min', 'al menos', 'a partir de', 'a partir del', 'por lo menos', 'superior a'],
  ...['arriba de', 'mayor a', 'mayor de', 'mas que', 'minimo de', 'no menos de', 'posterior a'],
);
/** 'exactamente 3 ambientes': the count itself, where a count said alone would mean 'at least'. */
const EXACT_BEFORE = phrases('exactamente', 'justo', 'solo', 'solamente', 'unicamente');
const MIN_AFTER = phrases('o mas', 'en adelante', 'para arriba', 'o superior', 'o posterior', 'y mas', '+');
const MAX_AFTER = phrases('o menos', 'para abajo', 'o inferior', 'como maximo', 'maximo', 'max');
const FILLERS = new Set(['unos', 'unas', 'de', 'los', 'las', 'el', 'la', ':', 'u']);
const RANGE_STARTS = new Set(['entre', 'de', 'desde', 'del']);
const RANGE_JOINS = new Set(['y', 'a', 'hasta', 'al', '-', 'o']);
/** How many times its opening number a range's closing one may be without an opening word. */
const MOST_RISE_WITHOUT_OPENING_WORD = 10;

/** Folded words that only ever bound a number: claimed so no free text reader takes them ('Amarok entre'). */
export const BOUND_WORDS = new Set([
  ...['hasta', 'entre', 'desde', 'menos', 'maximo', 'minimo', 'tope', 'presupuesto', 'adelante', 'superior'],
  ...['inferior', 'debajo', 'arriba', 'mayor', 'menor', 'supere', 'exactamente'],
]);

/** Where the bound words before a number begin ('expensas hasta 80 mil': at 'hasta'), or -1. */
export function boundWordsStart(tokens: readonly Token[], first: number): number {
  for (let position = first - 1, skipped = 0; position >= 0 && skipped <= 1; position -= 1, skipped += 1) {
    for (const phrase of [...MAX_BEFORE, ...MIN_BEFORE]) {
      const start = phraseStartAt(tokens, position, phrase);
      if (start >= 0) return start;
    }
    if (!FILLERS.has(tokens[position]?.word ?? '')) return -1;
  }
  return -1;
}

function anyEndAt(tokens: readonly Token[], index: number, list: readonly Phrase[]): boolean {
  return list.some((phrase) => phraseEndAt(tokens, index, phrase) >= 0);
}

/** The bound words around a number set, or null when the number stands alone. */
export function boundOf(
  tokens: readonly Token[],
  expression: ClassifiedExpression,
  unitEnd: number,
): Bound | 'exact' | null {
  const first = expression.first;
  if (labelBefore(tokens, first, EXACT_BEFORE, FILLERS, 1)) return 'exact';
  if (labelBefore(tokens, first, MAX_BEFORE, FILLERS, 1)) return 'max';
  if (labelBefore(tokens, first, MIN_BEFORE, FILLERS, 1)) return 'min';
  const after = Math.max(expression.last, unitEnd) + 1;
  if (anyEndAt(tokens, after, MIN_AFTER) || anyEndAt(tokens, expression.last + 1, MIN_AFTER)) return 'min';
  if (anyEndAt(tokens, after, MAX_AFTER) || anyEndAt(tokens, expression.last + 1, MAX_AFTER)) return 'max';
  return null;
}

/**
 * The number that opens a range ending at `expression` ('entre 100 y 150 mil', 'de 2 a 3'), scaled
 * like the closing one when written bare ('entre 100 y 150 mil' is 100,000 to 150,000).
 */
export function rangeOpening(
  tokens: readonly Token[],
  expressions: readonly ClassifiedExpression[],
  expression: ClassifiedExpression,
): { opening: ClassifiedExpression; value: number } | null {
  if (!RANGE_JOINS.has(tokens[expression.first - 1]?.word ?? '')) return null;
  const opening = expressions.find((candidate) => candidate.last === expression.first - 2);
  if (!opening) return null;
  const startWord = tokens[opening.first - 1]?.word ?? '';
  const joinedByOr = tokens[expression.first - 1]?.word === 'o';
  // '2015 a 2018', '2 a 3 ambientes': two plain numbers rising need no opening word, when they are
  // of one size ('rodado 29 hasta $ 300.000' is a wheel size and a price, not a range).
  const plainRise =
    opening.scale === expression.scale &&
    opening.currency === null &&
    opening.value < expression.value &&
    opening.value * MOST_RISE_WITHOUT_OPENING_WORD >= expression.value;
  if (!RANGE_STARTS.has(startWord) && !joinedByOr && !plainRise) return null;
  const bare = opening.scale === 1 && opening.currency === null;
  const value =
    bare && expression.scale > 1 && opening.value * 100 < expression.value
      ? opening.value * expression.scale
      : opening.value;
  return { opening, value };
}

/** The number that closes a range opened by `expression` ('del 2015 al 2018' read from 2015). */
export function rangeClosing(
  tokens: readonly Token[],
  expressions: readonly ClassifiedExpression[],
  expression: ClassifiedExpression,
): ClassifiedExpression | null {
  const closing = expressions.find((candidate) => candidate.first === expression.last + 2);
  if (!closing) return null;
  return rangeOpening(tokens, expressions, closing)?.opening === expression ? closing : null;
}

/** A bound, a closed range, or the number itself when `fallback` says an unbounded number is exact. */
export function rangeOf(value: number, bound: Bound | 'exact' | null, fallback: Bound | 'exact'): SearchRange {
  const side = bound ?? fallback;
  if (side === 'min') return { min: value, max: null };
  if (side === 'max') return { min: null, max: value };
  return { min: value, max: value };
}
