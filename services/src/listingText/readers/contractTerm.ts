// A rent's contract length ('contrato de 2 años', 'contrato por 24 meses', 'plazo mínimo 1 año')
// is neither the property's age nor its price: its number is claimed before any reader sees it.
import type { NumberExpression } from '../numbers/expressions.ts';
import { labelBefore, toPhrase } from '../words/phrases.ts';
import type { Token } from '../words/tokens.ts';

const TERM_LABELS = ['contrato', 'contratos', 'plazo', 'plazo minimo', 'duracion'].map(toPhrase);
const TERM_FILLERS = new Set([':', '-', 'de', 'por', 'a', 'minimo', 'min']);

/** The token indexes of the numbers that state a contract's length, and of their units. */
export function contractTermTokens(tokens: readonly Token[], expressions: readonly NumberExpression[]): number[] {
  return expressions
    .filter((expression) => labelBefore(tokens, expression.first, TERM_LABELS, TERM_FILLERS, 2))
    .flatMap((expression) => [expression.numberIndex, expression.last + 1]);
}
