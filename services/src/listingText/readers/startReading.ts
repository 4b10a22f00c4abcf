// The first step of every reading, quick create's and quick search's alike: the text split into
// tokens, the place words and a rent's contract length claimed, the numbers classified, and where
// the brands end.
import type { TextSpan } from '../../places/index.ts';
import { numberExpressions } from '../numbers/expressions.ts';
import { type ClassifiedExpression, classifyExpressions } from '../numbers/money.ts';
import { type Token, tokenize } from '../words/tokens.ts';
import type { CompiledType } from './compiledType.ts';
import { contractTermTokens } from './contractTerm.ts';
import type { Reading } from './reading.ts';

const MONEY_ROLES = new Set(['price', 'expenses', 'instalment']);

function brandEnds(tokens: readonly Token[], compiled: CompiledType, claimed: ReadonlySet<number>): Set<number> {
  const brands = compiled.options.filter((option) => option.concept === 'brand');
  return new Set(brands.flatMap((brand) => brand.table.findAll(tokens, claimed).map((hit) => hit.last)));
}

type ExpressionRole = (tokens: readonly Token[], expression: ClassifiedExpression) => ClassifiedExpression;

export function startReading(
  text: string,
  compiled: CompiledType,
  placeSpans: readonly TextSpan[],
  refineRole: ExpressionRole = (_tokens, expression) => expression,
): Reading {
  const tokens = tokenize(text);
  const claimed = new Set<number>();
  tokens.forEach((token, index) => {
    if (placeSpans.some((span) => token.start < span.end && token.end > span.start)) claimed.add(index);
  });
  const expressions = numberExpressions(tokens);
  for (const index of contractTermTokens(tokens, expressions)) claimed.add(index);
  const classified = classifyExpressions(tokens, expressions, compiled.unitWords);
  return {
    tokens,
    expressions: classified.map((expression) => refineRole(tokens, expression)),
    claimed,
    usedExpressions: new Set(),
    brandEnds: brandEnds(tokens, compiled, claimed),
  };
}

/** The token indexes of the prices, expensas and instalments: no other reader may use them. */
export function moneyTokens(reading: Reading): Set<number> {
  const indexes = new Set<number>();
  for (const expression of reading.expressions) {
    if (!MONEY_ROLES.has(expression.role)) continue;
    for (let index = expression.first; index <= expression.last; index += 1) indexes.add(index);
  }
  return indexes;
}
