// Quick create: one free Spanish sentence → the publication form's fields. Pure and deterministic:
// the type and the place matcher come in as arguments. Readers run from the least to the most
// ambiguous, each claiming the words it used: place, prices, numbers with units, yes/no extras,
// options, categories, then free text (the model after the brand).
import type { PlaceMatcher } from '../../places/index.ts';
import { readBooleanExtra } from './booleanExtras.ts';
import { readCategories } from './categories.ts';
import { type CompiledType, compileType } from './compiledType.ts';
import { numberExpressions } from './expressions.ts';
import { classifyExpressions, readPrice } from './money.ts';
import { readNumberExtras } from './numberExtras.ts';
import { readOptionExtra } from './optionExtras.ts';
import type { PhraseHit } from './phrases.ts';
import type { ExtraValue, QuickCreateFields, QuickCreateType } from './quickCreateType.ts';
import type { Reading } from './reading.ts';
import { readTagsExtra, readTextExtra } from './textExtras.ts';
import { buildTitle } from './title.ts';
import { type Token, tokenize } from './tokens.ts';

const MONEY_ROLES = new Set(['price', 'expenses', 'instalment']);

function claimPlaceWords(
  tokens: readonly Token[],
  spans: readonly { start: number; end: number }[],
  claimed: Set<number>,
) {
  tokens.forEach((token, index) => {
    if (spans.some((span) => token.start < span.end && token.end > span.start)) claimed.add(index);
  });
}

function brandEnds(tokens: readonly Token[], compiled: CompiledType, claimed: ReadonlySet<number>): Set<number> {
  const brands = compiled.options.filter((option) => option.concept === 'brand');
  return new Set(brands.flatMap((brand) => brand.table.findAll(tokens, claimed).map((hit) => hit.last)));
}

function moneyTokens(reading: Reading): Set<number> {
  const indexes = new Set<number>();
  for (const expression of reading.expressions) {
    if (!MONEY_ROLES.has(expression.role)) continue;
    for (let index = expression.first; index <= expression.last; index += 1) indexes.add(index);
  }
  return indexes;
}

interface StructuredExtras {
  extras: Record<string, ExtraValue>;
  brand: PhraseHit<string> | null;
}

function readStructuredExtras(reading: Reading, compiled: CompiledType): StructuredExtras {
  const extras: Record<string, ExtraValue> = { ...readNumberExtras(reading, compiled.numbers) };
  for (const boolean of compiled.booleans) {
    const value = readBooleanExtra(reading, boolean);
    if (value !== null) extras[boolean.extra.slug] = value;
  }
  let brand: PhraseHit<string> | null = null;
  for (const option of compiled.options) {
    const read = readOptionExtra(reading, option);
    if (!read) continue;
    extras[option.extra.slug] = read.value;
    if (option.concept === 'brand') brand = read.hits[0] ?? null;
  }
  return { extras, brand };
}

function readFreeText(reading: Reading, compiled: CompiledType, brand: PhraseHit<string> | null) {
  const extras: Record<string, ExtraValue> = {};
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

export function parseListing(text: string, type: QuickCreateType, places: PlaceMatcher): QuickCreateFields {
  const compiled = compileType(type);
  const fields = new Set(type.config.fields);
  const tokens = tokenize(text);
  const claimed = new Set<number>();
  const mention = places.findPlace(text);
  if (mention) claimPlaceWords(tokens, mention.spans, claimed);
  const expressions = classifyExpressions(tokens, numberExpressions(tokens), compiled.unitWords);
  const reading: Reading = {
    tokens,
    expressions,
    claimed,
    usedExpressions: new Set(),
    brandEnds: brandEnds(tokens, compiled, claimed),
  };
  const money = moneyTokens(reading);
  for (const index of money) claimed.add(index);

  const price = readPrice(tokens, expressions);
  const { extras, brand } = readStructuredExtras(reading, compiled);
  const categories = fields.has('categories') ? readCategories(reading, compiled.categories) : [];
  const result: QuickCreateFields = { categories, extras: { ...extras, ...readFreeText(reading, compiled, brand) } };
  if (fields.has('title')) result.title = buildTitle(text, tokens, money);
  if (fields.has('amount') && price.amount !== undefined) {
    result.amount = price.amount;
    if (price.amountSale !== undefined) result.amount_sale = price.amountSale;
    if (price.currency) result.currency = price.currency;
  }
  if (fields.has('address') && mention) {
    const { description, reference, coordinates } = mention.place;
    result.address = { title: description, reference, coordinates };
  }
  if (result.title === undefined) delete result.title;
  return result;
}
