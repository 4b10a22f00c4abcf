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
import { operationByPrice, readOperation } from '../readers/operation.ts';
import { readOptionExtra } from '../readers/optionExtras.ts';
import { readBooleanExtras, readFreeText } from '../readers/readExtras.ts';
import type { Reading } from '../readers/reading.ts';
import { moneyTokens, startReading } from '../readers/startReading.ts';
import { readStock } from '../readers/stock.ts';
import { readBrand } from '../readers/vehicleModel.ts';
import { withoutPickupVerbs } from '../words/pickupWords.ts';
import { buildTitle } from './title.ts';

interface StructuredExtras {
  extras: Record<string, ExtraValue>;
  modelStart: number | null;
}

function readStructuredExtras(reading: Reading, compiled: CompiledType): StructuredExtras {
  const extras: Record<string, ExtraValue> = {
    ...readNumberExtras(reading, compiled.numbers),
    ...readBooleanExtras(reading, compiled),
  };
  let modelStart: number | null = null;
  for (const option of compiled.options) {
    const named = readOptionExtra(reading, option);
    const brand = option.concept === 'brand' ? readBrand(reading, option, named) : null;
    const read = brand?.read ?? named;
    if (!read) continue;
    extras[option.extra.slug] = read.value;
    if (brand) modelStart = brand.modelStart;
  }
  return { extras, modelStart };
}

export function parseListing(text: string, type: ListingType, places: PlaceMatcher): ListingFields {
  const compiled = compileType(type);
  const fields = new Set(type.config.fields);
  const mention = places.findPlace(withoutPickupVerbs(text));
  const reading = startReading(text, compiled, mention?.spans ?? []);
  const money = moneyTokens(reading);
  for (const index of money) reading.claimed.add(index);

  const price = readPrice(reading.tokens, reading.expressions);
  const stock = fields.has('stock') ? readStock(reading) : null;
  const { extras, modelStart } = readStructuredExtras(reading, compiled);
  const categories = fields.has('categories') ? readCategories(reading, compiled.categories) : [];
  const result: ListingFields = { categories, extras: { ...extras, ...readFreeText(reading, compiled, modelStart) } };
  if (fields.has('title')) result.title = buildTitle(text, reading.tokens, money);
  if (fields.has('amount') && price.amount !== undefined) {
    result.amount = price.amount;
    if (price.amountSale !== undefined) result.amount_sale = price.amountSale;
    if (price.currency) result.currency = price.currency;
  }
  if (stock !== null) result.stock = stock;
  if (fields.has('address') && mention) {
    const { description, reference, coordinates } = mention.place;
    result.address = { title: description, reference, coordinates };
  }
  if (fields.has('operation')) Object.assign(result, operationOf(reading, result));
  if (result.title === undefined) delete result.title;
  return result;
}

/** What the words say, else what the price tells; nothing when neither is said. */
function operationOf(reading: Reading, result: ListingFields): Pick<ListingFields, 'operation' | 'price_period'> {
  const said = readOperation(reading.tokens);
  if (said) return { operation: said.operation, price_period: said.pricePeriod };
  if (result.amount === undefined) return {};
  const byPrice = operationByPrice(result.amount, result.currency ?? null);
  return { operation: byPrice.operation, price_period: byPrice.pricePeriod };
}
