// Stock for types that keep it: the units on hand a seller states ('x 4 unidades', '2 pares
// disponibles', 'stock: 10', 'quedan 5', '3 disponibles', '3 en stock'). A count spelled out
// ('un par') is no stock line.
import type { ClassifiedExpression } from '../numbers/money.ts';
import { labelBefore, type Phrase, phraseEndAt, toPhrase } from '../words/phrases.ts';
import { isFree, type Reading, useExpression } from './reading.ts';

const UNITS = new Set(['unidades', 'unidad', 'u', 'uds', 'unid', 'pares', 'par', 'piezas', 'articulos']);
const LABELS: Phrase[] = ['stock', 'stock de', 'quedan', 'quedan solo', 'disponibles', 'cantidad'].map(toPhrase);
const LABELS_AFTER: Phrase[] = ['disponibles', 'disponible', 'en stock'].map(toPhrase);
const FILLERS = new Set([':', '-', 'x']);
const MAX_STOCK = 100_000;

/** The last token of the unit or label right after the number ('unidades', 'en stock'), or its own last. */
function stockWordsEnd(reading: Reading, expression: ClassifiedExpression): number {
  const next = expression.last + 1;
  if (UNITS.has(reading.tokens[next]?.word ?? '')) return next;
  return Math.max(expression.last, ...LABELS_AFTER.map((label) => phraseEndAt(reading.tokens, next, label)));
}

function isStock(reading: Reading, expression: ClassifiedExpression): boolean {
  if (expression.spelled || expression.currency !== null || expression.scale > 1) return false;
  if (!Number.isInteger(expression.value) || expression.value < 1 || expression.value > MAX_STOCK) return false;
  if (stockWordsEnd(reading, expression) > expression.last) return true;
  return labelBefore(reading.tokens, expression.first, LABELS, FILLERS, 1);
}

export function readStock(reading: Reading): number | null {
  const found = reading.expressions.find((expression) => isFree(reading, expression) && isStock(reading, expression));
  if (!found) return null;
  useExpression(reading, found, stockWordsEnd(reading, found));
  return found.value;
}
