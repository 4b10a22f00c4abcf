// One type's reading of a search text: the quick-create readers (place words, money, numbers,
// yes/no, options, categories, free text) with search meanings on top: numbers become ranges,
// several options of a select mean any of them, each category named gives its own filter item.
import type { SearchExtraValue, SearchFilter } from '@app/contracts';
import type { TextSpan } from '../../places/index.ts';
import { readBooleanExtra } from '../../publication/quickCreate/booleanExtras.ts';
import { readCategories } from '../../publication/quickCreate/categories.ts';
import {
  type CompiledOptionExtra,
  type CompiledType,
  compileType,
} from '../../publication/quickCreate/compiledType.ts';
import { numberExpressions } from '../../publication/quickCreate/expressions.ts';
import { type ClassifiedExpression, classifyExpressions } from '../../publication/quickCreate/money.ts';
import { readOptionExtra } from '../../publication/quickCreate/optionExtras.ts';
import { labelBefore, type PhraseHit, toPhrase } from '../../publication/quickCreate/phrases.ts';
import type { Reading } from '../../publication/quickCreate/reading.ts';
import { readTagsExtra, readTextExtra } from '../../publication/quickCreate/textExtras.ts';
import { type Token, tokenize } from '../../publication/quickCreate/tokens.ts';
import type { CatalogueType } from '../criteria/searchCatalogue.ts';
import { readNumberRanges } from './numberRanges.ts';
import { readPriceRange } from './priceRange.ts';
import { BOUND_WORDS, boundWordsStart } from './rangeQualifiers.ts';

export interface TypeReading {
  filters: SearchFilter[];
  /** What only this type explains: categories and extras found. */
  evidence: number;
}

const MONEY_ROLES = new Set(['price', 'expenses', 'instalment']);
const LABEL_FILLERS = new Set([':', '.', '-', 'de', 'las', 'con']);

function startReading(text: string, compiled: CompiledType, placeSpans: readonly TextSpan[]): Reading {
  const tokens = tokenize(text);
  const claimed = new Set<number>();
  tokens.forEach((token, index) => {
    if (placeSpans.some((span) => token.start < span.end && token.end > span.start)) claimed.add(index);
  });
  const expressions = classifyExpressions(tokens, numberExpressions(tokens), compiled.unitWords);
  const reading: Reading = {
    tokens,
    expressions: expressions.map((expression) => withSearchRole(tokens, expression)),
    claimed,
    usedExpressions: new Set(),
    brandEnds: brandEnds(tokens, compiled, claimed),
  };
  tokens.forEach((token, index) => {
    if (BOUND_WORDS.has(token.word)) claimed.add(index);
  });
  for (const expression of reading.expressions) {
    if (!MONEY_ROLES.has(expression.role)) continue;
    for (let index = expression.first; index <= expression.last; index += 1) claimed.add(index);
  }
  return reading;
}

const EXPENSES_LABELS = ['expensas', 'expensa', 'exp'].map(toPhrase);

/** 'expensas hasta 80 mil': bound words between the label and the number keep it the expensas. */
function withSearchRole(tokens: readonly Token[], expression: ClassifiedExpression): ClassifiedExpression {
  if (expression.role !== 'price') return expression;
  const start = boundWordsStart(tokens, expression.first);
  if (start < 0 || !labelBefore(tokens, start, EXPENSES_LABELS, LABEL_FILLERS, 1)) return expression;
  return { ...expression, role: 'expenses' };
}

function brandEnds(tokens: readonly Token[], compiled: CompiledType, claimed: ReadonlySet<number>): Set<number> {
  const brands = compiled.options.filter((option) => option.concept === 'brand');
  return new Set(brands.flatMap((brand) => brand.table.findAll(tokens, claimed).map((hit) => hit.last)));
}

const everyOption = new WeakMap<CompiledOptionExtra, CompiledOptionExtra>();

/** A select read like a checkbox: every option named counts ('Toyota o Ford'). */
function readingEveryOption(option: CompiledOptionExtra): CompiledOptionExtra {
  if (option.extra.config.type === 'checkbox') return option;
  let widened = everyOption.get(option);
  if (!widened) {
    widened = { ...option, extra: { ...option.extra, config: { ...option.extra.config, type: 'checkbox' } } };
    everyOption.set(option, widened);
  }
  return widened;
}

interface StructuredExtras {
  extras: Record<string, SearchExtraValue>;
  brand: PhraseHit<string> | null;
}

function readStructuredExtras(reading: Reading, compiled: CompiledType): StructuredExtras {
  const extras: Record<string, SearchExtraValue> = { ...readNumberRanges(reading, compiled) };
  for (const boolean of compiled.booleans) {
    const value = readBooleanExtra(reading, boolean);
    if (value !== null) extras[boolean.extra.slug] = value;
  }
  let brand: PhraseHit<string> | null = null;
  for (const option of compiled.options) {
    const read = readOptionExtra(reading, readingEveryOption(option));
    if (!read || !Array.isArray(read.value)) continue;
    const single = option.extra.config.type !== 'checkbox' && read.value.length === 1;
    extras[option.extra.slug] = single ? read.value[0]! : read.value;
    if (option.concept === 'brand') brand = read.hits[0] ?? null;
  }
  return { extras, brand };
}

/** Read last, like quick create: the model is whatever follows the brand once the rest is claimed. */
function readFreeText(reading: Reading, compiled: CompiledType, brand: PhraseHit<string> | null) {
  const extras: Record<string, SearchExtraValue> = {};
  for (const text of compiled.texts) {
    const value = readTextExtra(reading, text, brand);
    if (value !== null) extras[text.extra.slug] = value;
  }
  for (const tags of compiled.tags) {
    const value = readTagsExtra(reading, tags);
    if (value !== null) extras[tags.extra.slug] = value;
  }
  return extras;
}

export function readSearchType(text: string, type: CatalogueType, placeSpans: readonly TextSpan[]): TypeReading {
  const compiled = compileType(type);
  const fields = new Set(type.config.fields);
  const reading = startReading(text, compiled, placeSpans);
  const structured = readStructuredExtras(reading, compiled);
  const categories = fields.has('categories') ? readCategories(reading, compiled.categories) : [];
  const extras = { ...structured.extras, ...readFreeText(reading, compiled, structured.brand) };
  const price = fields.has('amount') ? readPriceRange(reading) : null;
  const base: SearchFilter = {
    title: null,
    type_id: type.id,
    category_id: null,
    currency: price?.currency ?? null,
    amount: price?.amount ?? null,
    extras,
    stock: null,
  };
  const filters = categories.length === 0 ? [base] : categories.map((category) => ({ ...base, category_id: category }));
  return { filters, evidence: categories.length + Object.keys(extras).length };
}
