// Surfaces: '45 m2', '120 mts cubiertos', 'sup. total 300 m²', 'lote de 10 x 30'... A surface
// said to be covered or total goes there; an unqualified one fills m² totales first.

import type { ClassifiedExpression } from '../numbers/money.ts';
import { AREA_UNITS, COVERED_LABELS, COVERED_QUALIFIERS, TOTAL_LABELS, TOTAL_QUALIFIERS } from '../words/lexicon.ts';
import { labelBefore, type Phrase, phraseEndAt, toPhrase } from '../words/phrases.ts';
import { isFree, type Reading, useExpression } from './reading.ts';

export type AreaKind = 'covered' | 'total' | 'unqualified';

export interface AreaMention {
  expression: ClassifiedExpression;
  kind: AreaKind;
  last: number;
}

const units = AREA_UNITS.map(toPhrase);
const coveredAfter = COVERED_QUALIFIERS.map(toPhrase);
const totalAfter = TOTAL_QUALIFIERS.map(toPhrase);
const coveredBefore = COVERED_LABELS.map(toPhrase);
const totalBefore = TOTAL_LABELS.map(toPhrase);
const FILLERS = new Set([':', '.', 'de', '-', 'aprox']);
const SEMI_COVERED = ['semicubiertos', 'semicubierta', 'semicubierto', 'semi'];

function longestEnd(reading: Reading, index: number, phrases: readonly Phrase[]): number {
  return Math.max(-1, ...phrases.map((phrase) => phraseEndAt(reading.tokens, index, phrase)));
}

function skipDot(reading: Reading, index: number): number {
  return reading.tokens[index]?.word === '.' ? index + 1 : index;
}

function areaAt(reading: Reading, expression: ClassifiedExpression): AreaMention | null {
  // 'a 200 metros del subte' is a distance; 'de 600 a 1000 m2' a range of surfaces.
  const before = reading.tokens[expression.first - 2];
  if (reading.tokens[expression.first - 1]?.word === 'a' && before?.kind !== 'number') return null;
  const unitEnd = longestEnd(reading, skipDot(reading, expression.last + 1), units);
  const qualifierStart = skipDot(reading, (unitEnd >= 0 ? unitEnd : expression.last) + 1);
  if (SEMI_COVERED.includes(reading.tokens[qualifierStart]?.word ?? '')) return null;
  const coveredEnd = longestEnd(reading, qualifierStart, coveredAfter);
  if (coveredEnd >= 0) return { expression, kind: 'covered', last: coveredEnd };
  const totalEnd = longestEnd(reading, qualifierStart, totalAfter);
  if (totalEnd >= 0) return { expression, kind: 'total', last: totalEnd };
  if (unitEnd < 0) return null;
  if (labelBefore(reading.tokens, expression.first, coveredBefore, FILLERS))
    return { expression, kind: 'covered', last: unitEnd };
  if (labelBefore(reading.tokens, expression.first, totalBefore, FILLERS))
    return { expression, kind: 'total', last: unitEnd };
  return { expression, kind: 'unqualified', last: unitEnd };
}

/** Every surface in the sentence, in order; their tokens are claimed. */
export function readAreas(reading: Reading): AreaMention[] {
  const mentions: AreaMention[] = [];
  for (const expression of reading.expressions) {
    if (!isFree(reading, expression) || expression.role === 'price' || expression.spelled) continue;
    const mention = areaAt(reading, expression);
    if (!mention) continue;
    mentions.push(mention);
    useExpression(reading, expression, mention.last);
  }
  return mentions;
}

const COVERED_WHEN_BARE = new Set([
  ...['departamento', 'departamentos', 'depto', 'deptos', 'dpto', 'dto', 'depa', 'monoambiente', 'monoamb'],
  ...['oficina', 'oficinas', 'consultorio', 'local', 'locales', 'semipiso', 'piso', 'loft'],
]);
const TOTAL_WHEN_BARE = new Set(['casa', 'casas', 'chalet', 'quinta', 'ph', 'terreno', 'terrenos', 'lote', 'campo']);

/**
 * What a bare 'm²' measures, by the first property named: the covered area of a departamento,
 * monoambiente, oficina, local or semipiso; the total of a casa, PH, terreno or campo.
 */
export function bareAreaKind(reading: Reading): 'covered' | 'total' | null {
  for (const token of reading.tokens) {
    if (COVERED_WHEN_BARE.has(token.word)) return 'covered';
    if (TOTAL_WHEN_BARE.has(token.word)) return 'total';
  }
  return null;
}
