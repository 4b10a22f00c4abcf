// Which numbers are the price, which the previous price, which the expensas, and which are no
// money at all ('80 mil km', '12 cuotas de $ 30.000').

import type { Currency } from '../listingType.ts';
import { labelBefore, labelStartBefore, type Phrase, phraseEndAt, toPhrase } from '../words/phrases.ts';
import { isWord, type Token } from '../words/tokens.ts';
import type { NumberExpression } from './expressions.ts';

export type MoneyRole = 'price' | 'expenses' | 'instalment' | 'quantity' | 'plain';

export interface ClassifiedExpression extends NumberExpression {
  role: MoneyRole;
}

export interface PriceReading {
  amount?: number;
  amountSale?: number;
  currency?: Currency;
}

const phrases = (...texts: string[]): Phrase[] => texts.map(toPhrase);
const EXPENSES = phrases('expensas', 'expensa', 'exp', 'expens', 'gastos comunes');
const INSTALMENTS = phrases(
  'cuotas de',
  'cuota de',
  'cuotas',
  'cuota',
  'anticipo',
  'entrega',
  'sena',
  'financio',
  'financiado',
  'resto',
);
const PRICE_CUES = phrases(
  ...['precio', 'valor', 'vale', 'sale', 'pido', 'pedimos', 'ahora', 'antes', 'oferta'],
  ...['rebajado', 'rebajada', 'liquido', 'solo', 'promo', 'contado', 'vendo a', 'a tan solo', 'era'],
);
const LABEL_FILLERS = new Set([
  '$',
  'u$s',
  'us$',
  'u$d',
  'usd',
  ':',
  '.',
  '-',
  'de',
  'aprox',
  'aproximadamente',
  'son',
  'mensuales',
  'x',
  'mes',
]);
const DISCOUNT_WORDS = new Set([
  'antes',
  'ahora',
  'oferta',
  'promo',
  'rebajado',
  'rebajada',
  'rebaja',
  'liquido',
  'descuento',
  'era',
  'rebajo',
  'bajo',
  'bajamos',
]);

/** 'x mes', 'x noche': a rent's price per period, not a count ('x 4 unidades'). */
const PERIODS_AFTER_X = new Set(['mes', 'noche', 'dia', 'semana', 'quincena', 'temporada']);
/** '500000 por mes', '35000 la noche': a bare number a period follows is a rent's price. */
const PER_PERIOD = phrases(
  ...['x mes', 'por mes', 'al mes', 'mensuales', 'mensual', 'x noche', 'por noche', 'la noche'],
  ...['x dia', 'por dia', 'x semana', 'por semana', 'la semana', 'x quincena', 'por quincena', 'la quincena'],
);

function nextWordIndex(tokens: readonly Token[], index: number): number {
  return isWord(tokens[index], '.') ? index + 1 : index;
}

/** 'sin expensas USD 100.000': the label is negated, the number after it is no expensas. */
const NEGATIONS = new Set(['sin', 'no']);

function isExpenses(tokens: readonly Token[], expression: NumberExpression): boolean {
  const labelStart = labelStartBefore(tokens, expression.first, EXPENSES, LABEL_FILLERS, 3);
  if (labelStart >= 0) return !NEGATIONS.has(tokens[labelStart - 1]?.word ?? '');
  // '$ 45.000 de expensas', never across a full stop ('USD 280.000. Expensas 150 mil').
  const after = expression.last + 1;
  const skipDe = isWord(tokens[after], 'de') ? 1 : 0;
  const labelEnd = Math.max(-1, ...EXPENSES.map((phrase) => phraseEndAt(tokens, after + skipDe, phrase)));
  if (labelEnd < 0) return false;
  // 'USD 180 mil expensas 200 mil': that label belongs to the next number.
  const next = tokens[nextWordIndex(tokens, labelEnd + 1) + (isWord(tokens[labelEnd + 1], ':') ? 1 : 0)];
  return next === undefined || (next.kind !== 'number' && next.kind !== 'symbol');
}

function classify(tokens: readonly Token[], expression: NumberExpression, unitWords: ReadonlySet<string>): MoneyRole {
  if (expression.spelled) return 'quantity';
  if (isExpenses(tokens, expression)) return 'expenses';
  const afterIndex = nextWordIndex(tokens, expression.last + 1);
  const after = tokens[afterIndex]?.word ?? '';
  const perPeriod = after === 'x' && PERIODS_AFTER_X.has(tokens[afterIndex + 1]?.word ?? '');
  // A currency says money whatever follows ('$ 15.000 x 20 unidades': a price, then a count).
  if (unitWords.has(after) && !perPeriod && expression.currency === null) return 'quantity';
  if (labelBefore(tokens, expression.first, INSTALMENTS, LABEL_FILLERS, 2)) return 'instalment';
  if (expression.currency !== null || expression.scale > 1) return 'price';
  const cued =
    labelBefore(tokens, expression.first, PRICE_CUES, LABEL_FILLERS, 1) ||
    PER_PERIOD.some((phrase) => phraseEndAt(tokens, afterIndex, phrase) >= 0);
  return cued && expression.value >= 100 ? 'price' : 'plain';
}

export function classifyExpressions(
  tokens: readonly Token[],
  expressions: readonly NumberExpression[],
  unitWords: ReadonlySet<string>,
): ClassifiedExpression[] {
  return expressions.map((expression) => ({ ...expression, role: classify(tokens, expression, unitWords) }));
}

/** 'antes 120, ahora 100 mil': a bare number far below a scaled price shares that price's scale. */
function alignedValues(prices: readonly ClassifiedExpression[]): number[] {
  const scaled = prices.find((price) => price.scale > 1);
  return prices.map((price) => {
    const bare = price.scale === 1 && price.currency === null;
    return scaled && bare && price.value * 100 < scaled.value ? price.value * scaled.scale : price.value;
  });
}

export function readPrice(tokens: readonly Token[], expressions: readonly ClassifiedExpression[]): PriceReading {
  const prices = expressions.filter((expression) => expression.role === 'price');
  const first = prices[0];
  if (!first) return {};
  const currency = prices.find((price) => price.currency !== null)?.currency ?? undefined;
  const discounted = tokens.some((token) => DISCOUNT_WORDS.has(token.word));
  if (!discounted) {
    const main = prices.find((price) => price.currency !== null) ?? first;
    return { amount: main.value, currency };
  }
  const values = alignedValues(prices);
  const highest = Math.max(...values);
  const lowest = Math.min(...values);
  return lowest < highest ? { amount: highest, amountSale: lowest, currency } : { amount: highest, currency };
}
