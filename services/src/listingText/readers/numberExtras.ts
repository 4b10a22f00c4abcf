// Number extras: a number with its unit after it ('3 amb', '80.000 km') or its label before it
// ('antigüedad 10', 'año 2019'), fixed phrases ('monoambiente', 'a estrenar'), surfaces, the
// expensas and a bare year for vehicles. Values outside the extra's validations are dropped.

import { acceptsNumber } from '../numbers/validations.ts';
import { CONCEPTS, type NumberConcept } from '../words/lexicon.ts';
import { labelBefore, type Phrase, PhraseTable, phraseEndAt, toPhrase } from '../words/phrases.ts';
import { type AreaMention, bareAreaKind, readAreas } from './area.ts';
import { type CompiledExtra, perExtra } from './compiledType.ts';
import { isFree, isNegated, type Reading, useExpression } from './reading.ts';

const LABEL_FILLERS = new Set([':', '.', 'de', '-', '=', 'es', 'aprox']);
const YEAR = /^(?:19|20)\d\d$/;

function numberConcept(compiled: CompiledExtra): NumberConcept | null {
  const concept = compiled.concept ? CONCEPTS[compiled.concept] : null;
  return concept?.kind === 'number' ? concept : null;
}

function unitEnd(reading: Reading, index: number, units: readonly Phrase[]): number {
  const start = reading.tokens[index]?.word === '.' ? index + 1 : index;
  return Math.max(-1, ...units.map((unit) => phraseEndAt(reading.tokens, start, unit)));
}

function readByUnitOrLabel(
  reading: Reading,
  compiled: CompiledExtra,
  units: Phrase[],
  labels: Phrase[],
): number | null {
  for (const expression of reading.expressions) {
    if (!isFree(reading, expression) || expression.role === 'price' || expression.role === 'expenses') continue;
    const end = unitEnd(reading, expression.last + 1, units);
    const labelled = !expression.spelled && labelBefore(reading.tokens, expression.first, labels, LABEL_FILLERS, 1);
    if ((end < 0 && !labelled) || !acceptsNumber(compiled.extra, expression.value)) continue;
    useExpression(reading, expression, Math.max(end, expression.last));
    return expression.value;
  }
  return null;
}

const fixedPhrases = perExtra((compiled: CompiledExtra) => {
  const table = new PhraseTable<number>();
  for (const [phrase, value] of numberConcept(compiled)?.fixedValues ?? []) table.add(phrase, value);
  return table;
});

interface UnitsAndLabels {
  units: Phrase[];
  labels: Phrase[];
}

const unitsAndLabels = perExtra((compiled: CompiledExtra): UnitsAndLabels => {
  const concept = numberConcept(compiled);
  const titleUnits = concept ? [] : [compiled.title, toPhrase(`${compiled.title.join(' ')}s`)];
  return {
    units: [...titleUnits, ...(concept?.unitsAfter ?? []).map(toPhrase)],
    labels: [compiled.title, ...(concept?.labelsBefore ?? []).map(toPhrase)],
  };
});

function readFixed(reading: Reading, compiled: CompiledExtra): number | null {
  const hit = fixedPhrases(compiled).findAll(reading.tokens, reading.claimed)[0];
  if (!hit || !acceptsNumber(compiled.extra, hit.value)) return null;
  return hit.value;
}

function readYear(reading: Reading, compiled: CompiledExtra, labels: Phrase[]): number | null {
  const years = reading.expressions.filter(
    (expression) =>
      isFree(reading, expression) &&
      expression.role === 'plain' &&
      YEAR.test(reading.tokens[expression.numberIndex]!.word) &&
      acceptsNumber(compiled.extra, expression.value),
  );
  const labelled = years.find((expression) => labelBefore(reading.tokens, expression.first, labels, LABEL_FILLERS, 1));
  const year = labelled ?? years.find((expression) => !reading.brandEnds.has(expression.first - 1));
  if (!year) return null;
  useExpression(reading, year);
  return year.value;
}

const EXPENSES_WORDS = new Set(['expensas', 'expensa']);

/** 'sin expensas', 'no paga expensas': none to pay, so 0. */
function noExpenses(reading: Reading): boolean {
  return reading.tokens.some((token, index) => EXPENSES_WORDS.has(token.word) && isNegated(reading.tokens, index));
}

function readExpenses(reading: Reading, compiled: CompiledExtra): number | null {
  const expenses = reading.expressions.find(
    (expression) => expression.role === 'expenses' && acceptsNumber(compiled.extra, expression.value),
  );
  if (expenses) return expenses.value;
  return noExpenses(reading) && acceptsNumber(compiled.extra, 0) ? 0 : null;
}

interface AreaContext {
  areas: AreaMention[];
  /** Where a bare surface goes: by the property named, else m² totales when the type has them. */
  bareGoesTo: 'covered' | 'total';
}

function readArea(compiled: CompiledExtra, context: AreaContext): number | null {
  const wanted = compiled.concept === 'coveredArea' ? 'covered' : 'total';
  const bare = context.bareGoesTo === wanted ? 'unqualified' : null;
  const found = context.areas.find((area) => area.kind === wanted) ?? context.areas.find((area) => area.kind === bare);
  return found && acceptsNumber(compiled.extra, found.expression.value) ? found.expression.value : null;
}

function readOne(reading: Reading, compiled: CompiledExtra, context: AreaContext): number | null {
  const { units, labels } = unitsAndLabels(compiled);
  if (compiled.concept === 'year') return readYear(reading, compiled, labels);
  if (compiled.concept === 'expenses') return readExpenses(reading, compiled);
  if (compiled.concept === 'coveredArea' || compiled.concept === 'totalArea') return readArea(compiled, context);
  return readByUnitOrLabel(reading, compiled, units, labels) ?? readFixed(reading, compiled);
}

function areaContext(reading: Reading, numbers: readonly CompiledExtra[]): AreaContext {
  const hasCovered = numbers.some((compiled) => compiled.concept === 'coveredArea');
  const hasTotal = numbers.some((compiled) => compiled.concept === 'totalArea');
  if (!hasCovered && !hasTotal) return { areas: [], bareGoesTo: 'total' };
  const byProperty = bareAreaKind(reading);
  const bareGoesTo = (byProperty === 'covered' && hasCovered) || !hasTotal ? 'covered' : 'total';
  return { areas: readAreas(reading), bareGoesTo };
}

export function readNumberExtras(reading: Reading, numbers: readonly CompiledExtra[]): Record<string, number> {
  const context = areaContext(reading, numbers);
  const values: Record<string, number> = {};
  for (const compiled of numbers) {
    const value = readOne(reading, compiled, context);
    if (value !== null) values[compiled.extra.slug] = value;
  }
  return values;
}
