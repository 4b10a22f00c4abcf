// Stock for types that keep it: the units on hand a seller states ('x 4 unidades', '2 pares
// disponibles', 'stock: 10', 'quedan 5'). A count spelled out ('un par') is no stock line.
import type { ClassifiedExpression } from '../numbers/money.ts';
import { labelBefore, type Phrase, toPhrase } from '../words/phrases.ts';
import { isFree, type Reading, useExpression } from './reading.ts';

const UNITS = new Set(['unidades', 'unidad', 'u', 'uds', 'unid', 'pares', 'par', 'piezas', 'articulos']);
const LABELS: Phrase[] = ['stock', 'stock de', 'quedan', 'quedan solo', 'disponibles', 'cantidad'].map(toPhrase);
const FILLERS = new Set([':', '-', 'x']);
const MAX_STOCK = 100_000;

function isStock(reading: Reading, expression: ClassifiedExpression): boolean {
  if (expression.spelled || expression.currency !== null || expression.scale > 1) return false;
  if (!Number.isInteger(expression.value) || expression.value < 1 || expression.value > MAX_STOCK) return false;
  if (UNITS.has(reading.tokens[expression.last + 1]?.word ?? '')) return true;
  return labelBefore(reading.tokens, expression.first, LABELS, FILLERS, 1);
}

export function readStock(reading: Reading): number | null {
  const found = reading.expressions.find((expression) => isFree(reading, expression) && isStock(reading, expression));
  if (!found) return null;
  const unit = UNITS.has(reading.tokens[found.last + 1]?.word ?? '') ? found.last + 1 : found.last;
  useExpression(reading, found, unit);
  return found.value;
}
