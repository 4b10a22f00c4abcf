// Numbers as sellers write them, with the multiplier and currency around them: '120 mil',
// '1,5 M', 'USD 95.000', '95000 dólares', '$45M', '100 lucas', '2 palos verdes'.
import type { Currency } from '../listingType.ts';
import { isWord, type Token } from '../words/tokens.ts';

export interface NumberExpression {
  /** Token range, currency symbols and multiplier included. */
  first: number;
  last: number;
  numberIndex: number;
  value: number;
  /** 1 for a plain number, 1,000 for 'mil', 1,000,000 for 'millones'. */
  scale: number;
  currency: Currency | null;
  spelled: boolean;
}

const THOUSANDS = ['mil', 'k', 'lucas', 'luca'];
const MILLIONS = ['millones', 'millon', 'mill', 'palos', 'palo', 'mm'];
const CURRENCY_BEFORE: Readonly<Record<string, Currency>> = {
  $: 'ARS',
  ars: 'ARS',
  u$s: 'USD',
  u$d: 'USD',
  us$: 'USD',
  usd: 'USD',
  us: 'USD',
  // 'dólares 210.000', 'pesos 95.000.000', 'precio dólares 64.500'.
  pesos: 'ARS',
  dolares: 'USD',
  dolar: 'USD',
};
const CURRENCY_AFTER: Readonly<Record<string, Currency>> = {
  $: 'ARS',
  ars: 'ARS',
  pesos: 'ARS',
  peso: 'ARS',
  u$s: 'USD',
  u$d: 'USD',
  us$: 'USD',
  usd: 'USD',
  dolares: 'USD',
  dolar: 'USD',
  dls: 'USD',
  verdes: 'USD',
};

/** The currency right before the number, unless an earlier number already took it ('95.000 dólares 3 amb'). */
function currencyBefore(
  tokens: readonly Token[],
  index: number,
  taken: number,
): { currency: Currency; first: number } | null {
  const skipColon = isWord(tokens[index - 1], ':') ? 1 : 0;
  const first = index - 1 - skipColon;
  const currency = first > taken ? CURRENCY_BEFORE[tokens[first]!.word] : undefined;
  return currency ? { currency, first } : null;
}

/** Index of a currency word after `index` ('dólares', 'de pesos'), or -1. */
function currencyAfterIndex(tokens: readonly Token[], index: number): number {
  const skipDe = isWord(tokens[index], 'de') ? 1 : 0;
  const candidate = tokens[index + skipDe];
  return candidate && CURRENCY_AFTER[candidate.word] !== undefined ? index + skipDe : -1;
}

function scaleAfter(tokens: readonly Token[], index: number, hasCurrency: boolean): number {
  const next = tokens[index + 1];
  // '4K' is a screen, '120k' a price.
  if (isWord(next, 'k') && tokens[index]!.value < 10 && !hasCurrency) return 1;
  if (isWord(next, ...THOUSANDS)) return 1_000;
  if (isWord(next, ...MILLIONS)) return 1_000_000;
  const currencyFollows = currencyAfterIndex(tokens, index + 2) >= 0;
  return isWord(next, 'm') && (hasCurrency || currencyFollows) ? 1_000_000 : 1;
}

function readExpression(tokens: readonly Token[], index: number, taken: number): NumberExpression {
  const token = tokens[index]!;
  if (token.spelled) {
    return {
      first: index,
      last: index,
      numberIndex: index,
      value: token.value,
      scale: 1,
      currency: null,
      spelled: true,
    };
  }
  const before = currencyBefore(tokens, index, taken);
  const scale = scaleAfter(tokens, index, before !== null);
  let last = scale === 1 ? index : index + 1;
  let currency = before?.currency ?? null;
  const afterIndex = currencyAfterIndex(tokens, last + 1);
  if (!currency && afterIndex >= 0) {
    currency = CURRENCY_AFTER[tokens[afterIndex]!.word] ?? null;
    last = afterIndex;
  }
  // Slang: 'lucas' are thousands of pesos, 'palos' millions of pesos ('palos verdes': of dollars).
  if (scale > 1 && isWord(tokens[index + 1], 'lucas', 'luca', 'palos', 'palo')) currency ??= 'ARS';
  return {
    first: before?.first ?? index,
    last,
    numberIndex: index,
    value: token.value * scale,
    scale,
    currency,
    spelled: false,
  };
}

export function numberExpressions(tokens: readonly Token[]): NumberExpression[] {
  const expressions: NumberExpression[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.kind !== 'number' && !token.spelled) continue;
    const expression = readExpression(tokens, index, expressions.at(-1)?.last ?? -1);
    expressions.push(expression);
    index = Math.max(index, expression.last);
  }
  return expressions;
}
