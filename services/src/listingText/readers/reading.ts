// The state one parse shares between readers: tokens, classified numbers, and what is already
// read (so 'Santa Rosa' is a place and not the colour rosa, and '80 mil km' no price).
import type { ClassifiedExpression } from '../numbers/money.ts';
import { claimRange } from '../words/phrases.ts';
import type { Token } from '../words/tokens.ts';

export interface Reading {
  tokens: readonly Token[];
  expressions: readonly ClassifiedExpression[];
  claimed: Set<number>;
  usedExpressions: Set<ClassifiedExpression>;
  /** Token indexes where a car brand ends: 'Peugeot 2008' names a model, not a year. */
  brandEnds: ReadonlySet<number>;
}

export function useExpression(reading: Reading, expression: ClassifiedExpression, last = expression.last): void {
  reading.usedExpressions.add(expression);
  claimRange(reading.claimed, expression.first, last);
}

export const isFree = (reading: Reading, expression: ClassifiedExpression) =>
  !reading.usedExpressions.has(expression) && !reading.claimed.has(expression.numberIndex);

const NEGATIONS = new Set(['sin', 'no', 'ni']);
const NEGATION_FILLERS = new Set([
  'tiene',
  'posee',
  'cuenta',
  'con',
  'hay',
  'es',
  'incluye',
  'acepta',
  'paga',
  'abona',
]);

/** 'sin cochera', 'no apto crédito', 'no tiene cochera', 'sin pileta ni parrilla'. */
export function isNegated(tokens: readonly Token[], first: number): boolean {
  const previous = tokens[first - 1]?.word ?? '';
  if (NEGATIONS.has(previous)) return true;
  return NEGATION_FILLERS.has(previous) && NEGATIONS.has(tokens[first - 2]?.word ?? '');
}
