// Quick create: one free Spanish sentence → the publication form's fields. Pure and deterministic:
// the type and the place matcher come in as arguments. Readers run from the least to the most
// ambiguous, each claiming the words it used: place, prices, numbers with units, yes/no extras,
// options, categories, then free text (the model after the brand).
import type { PlaceMatcher } from '../../places/index.ts';
import type { ExtraValue, ListingFields, ListingType } from '../listingType.ts';
import { readPrice } from '../numbers/money.ts';
import { readCategories } from '../readers/categories.ts';
import { type CompiledType, compileType } from '../readers/compiledType.ts';
import { readNumberExtras } from '../readers/numberExtras.ts';
import { readOptionExtra } from '../readers/optionExtras.ts';
import { readBooleanExtras, readFreeText } from '../readers/readExtras.ts';
import type { Reading } from '../readers/reading.ts';
import { moneyTokens, startReading } from '../readers/startReading.ts';
import type { PhraseHit } from '../words/phrases.ts';
import { buildTitle } from './title.ts';

interface StructuredExtras {
  extras: Record<string, ExtraValue>;
  brand: PhraseHit<string> | null;
}

function readStructuredExtras(reading: Reading, compiled: CompiledType): StructuredExtras {
  const extras: Record<string, ExtraValue> = {
    ...readNumberExtras(reading, compiled.numbers),
    ...readBooleanExtras(reading, compiled),
  };
  let brand: PhraseHit<string> | null = null;
  for (const option of compiled.options) {
    const read = readOptionExtra(reading, option);
    if (!read) continue;
    extras[option.extra.slug] = read.value;
    if (option.concept === 'brand') brand = read.hits[0] ?? null;
  }
  return { extras, brand };
}

export function parseListing(text: string, type: ListingType, places: PlaceMatcher): ListingFields {
  const compiled = compileType(type);
  const fields = new Set(type.config.fields);
  const mention = places.findPlace(text);
  const reading = startReading(text, compiled, mention?.spans ?? []);
  const money = moneyTokens(reading);
  for (const index of money) reading.claimed.add(index);

  const price = readPrice(reading.tokens, reading.expressions);
  const { extras, brand } = readStructuredExtras(reading, compiled);
  const categories = fields.has('categories') ? readCategories(reading, compiled.categories) : [];
  const result: ListingFields = { categories, extras: { ...extras, ...readFreeText(reading, compiled, brand) } };
  if (fields.has('title')) result.title = buildTitle(text, reading.tokens, money);
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
