// One type's reading of a search text: the listing readers (place words, money, numbers, yes/no,
// options, categories, free text) with search meanings on top: numbers become ranges, several
// options of a select mean any of them, every category named is kept.
import type { Operation, SearchExtraValue } from '@app/contracts';
import type { TextSpan } from '../../places/index.ts';
import type { ListingType } from '../listingType.ts';
import type { ClassifiedExpression } from '../numbers/money.ts';
import { readCategories } from '../readers/categories.ts';
import { type CompiledOptionExtra, type CompiledType, compileType } from '../readers/compiledType.ts';
import { operationByPrice, readOperation } from '../readers/operation.ts';
import { readOptionExtra } from '../readers/optionExtras.ts';
import { readBooleanExtras, readFreeText } from '../readers/readExtras.ts';
import { isNegated, type Reading } from '../readers/reading.ts';
import { moneyTokens, startReading } from '../readers/startReading.ts';
import { readBrand } from '../readers/vehicleModel.ts';
import { labelStartBefore, toPhrase } from '../words/phrases.ts';
import type { Token } from '../words/tokens.ts';
import { readNumberRanges } from './numberRanges.ts';
import { withOptionRanges } from './optionRanges.ts';
import { type PriceRange, readPriceRange } from './priceRange.ts';
import { BOUND_WORDS, boundWordsStart } from './rangeQualifiers.ts';

export interface SearchReading {
  /** Category ids, in the order named. */
  categories: string[];
  extras: Record<string, SearchExtraValue>;
  price: PriceRange | null;
  /** Types with operations: what the searcher wants to do (a purchase unless words or a pesos budget say otherwise). */
  operation: Operation | null;
  /** What only this type explains: categories and extras found. */
  evidence: number;
}

/**
 * A category names what the thing is ('moto'); an extra only describes it ('roja'). A category of
 * one type outweighs a lone describing word another type also knows (issue 20, item 9).
 */
const CATEGORY_WEIGHT = 2;

const LABEL_FILLERS = new Set([':', '.', '-', 'de', 'las', 'con']);
const EXPENSES_LABELS = ['expensas', 'expensa', 'exp'].map(toPhrase);

/**
 * 'expensas hasta 80 mil', 'expensas de hasta 50.000': bound words between the label and the number
 * keep it the expensas, whether or not it reads as money by itself. A
 * negated label says there are none to pay ('sin expensas hasta 100 mil'): the number is the price.
 */
function withSearchRole(tokens: readonly Token[], expression: ClassifiedExpression): ClassifiedExpression {
  if (expression.role !== 'price' && expression.role !== 'plain') return expression;
  const start = boundWordsStart(tokens, expression.first);
  if (start < 0) return expression;
  const label = labelStartBefore(tokens, start, EXPENSES_LABELS, LABEL_FILLERS, 1);
  if (label < 0 || isNegated(tokens, label)) return expression;
  return { ...expression, role: 'expenses' };
}

function startSearchReading(text: string, compiled: CompiledType, placeSpans: readonly TextSpan[]): Reading {
  const reading = startReading(text, compiled, placeSpans, withSearchRole);
  reading.tokens.forEach((token, index) => {
    if (BOUND_WORDS.has(token.word)) reading.claimed.add(index);
  });
  for (const index of moneyTokens(reading)) reading.claimed.add(index);
  return reading;
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
  modelStart: number | null;
}

function readStructuredExtras(reading: Reading, compiled: CompiledType): StructuredExtras {
  const extras: Record<string, SearchExtraValue> = {
    ...readNumberRanges(reading, compiled),
    ...readBooleanExtras(reading, compiled),
  };
  let modelStart: number | null = null;
  for (const option of compiled.options) {
    const everyOption = readingEveryOption(option);
    const listed = readOptionExtra(reading, everyOption);
    const named = listed && withOptionRanges(reading, option, listed);
    const brand = option.concept === 'brand' ? readBrand(reading, everyOption, named) : null;
    const read = brand?.read ?? named;
    if (!read || !Array.isArray(read.value)) continue;
    const single = option.extra.config.type !== 'checkbox' && read.value.length === 1;
    extras[option.extra.slug] = single ? read.value[0]! : read.value;
    if (brand) modelStart = brand.modelStart;
  }
  return { extras, modelStart };
}

export function readSearch(text: string, type: ListingType, placeSpans: readonly TextSpan[]): SearchReading {
  const compiled = compileType(type);
  const fields = new Set(type.config.fields);
  const reading = startSearchReading(text, compiled, placeSpans);
  const structured = readStructuredExtras(reading, compiled);
  const categories = fields.has('categories') ? readCategories(reading, compiled.categories) : [];
  const extras = { ...structured.extras, ...readFreeText(reading, compiled, structured.modelStart) };
  const price = fields.has('amount') ? readPriceRange(reading, compiled) : null;
  const said = fields.has('operation') ? readOperation(reading.tokens) : null;
  // 'alquiler temporario en Pinamar' names no category, yet only a type with operations explains it.
  const evidence = categories.length * CATEGORY_WEIGHT + Object.keys(extras).length + (said ? 1 : 0);
  const operation = fields.has('operation') ? (said?.operation ?? operationByBudget(price)) : null;
  return { categories, extras, price, operation, evidence };
}

/** Nothing said: a budget in pesos under five million is a rent, anything else a purchase. */
function operationByBudget(price: PriceRange | null): Operation {
  const budget = price ? (price.amount.max ?? price.amount.min) : null;
  return operationByPrice(budget, price?.currency ?? null).operation;
}
