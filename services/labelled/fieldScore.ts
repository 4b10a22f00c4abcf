// Field-level precision and recall of quick create against labelled sentences. Every filled
// field is one item: amount, amount_sale, currency, address, a property's operation and price
// period, each category, each extra (each option of a checkbox, each tag). Titles are free text
// and are checked by their own tests.

import type { Operation, PricePeriod } from '@app/contracts';
import type { Currency, ExtraValue, ListingFields } from '../src/listingText/listingType.ts';
import { foldText } from '../src/places/index.ts';
import type { DemoTypeSlug } from './demoListingTypes.ts';

export interface ExpectedFields {
  amount?: number;
  amount_sale?: number;
  currency?: Currency;
  /** Units on hand. */
  stock?: number;
  /** Category ids (the demo types use the slugs). */
  categories?: string[];
  extras?: Record<string, ExtraValue>;
  /** Place reference. */
  address?: string;
  /**
   * Properties: what the sentence offers one for. Without words, the price tells (pesos under five
   * million are a month's rent, any other price a sale); without words or price, nothing.
   */
  operation?: Operation;
  /** What a rent's price pays for; a sale has none. */
  price_period?: PricePeriod;
}

export interface LabelledListing {
  text: string;
  type: DemoTypeSlug;
  expected: ExpectedFields;
}

export interface FieldScore {
  truePositives: number;
  predicted: number;
  expected: number;
  precision: number;
  recall: number;
  f1: number;
}

export function toExpectedFields(parsed: ListingFields): ExpectedFields {
  return {
    amount: parsed.amount,
    amount_sale: parsed.amount_sale,
    currency: parsed.currency,
    stock: parsed.stock,
    categories: parsed.categories,
    extras: parsed.extras,
    address: parsed.address?.reference,
    operation: parsed.operation,
    price_period: parsed.price_period ?? undefined,
  };
}

function extraItems(slug: string, value: ExtraValue): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.map((item) => `extra.${slug}=${typeof item === 'string' ? foldText(item) : String(item)}`);
}

export function fieldItems(fields: ExpectedFields): Set<string> {
  const items = new Set<string>();
  const scalar = {
    amount: fields.amount,
    amount_sale: fields.amount_sale,
    currency: fields.currency,
    stock: fields.stock,
    address: fields.address,
    operation: fields.operation,
    price_period: fields.price_period,
  };
  for (const [name, value] of Object.entries(scalar)) if (value !== undefined) items.add(`${name}=${value}`);
  for (const category of fields.categories ?? []) items.add(`category=${category}`);
  for (const [slug, value] of Object.entries(fields.extras ?? {}))
    for (const item of extraItems(slug, value)) items.add(item);
  return items;
}

export function scoreFields(pairs: readonly { expected: ExpectedFields; actual: ExpectedFields }[]): FieldScore {
  let truePositives = 0;
  let predicted = 0;
  let expected = 0;
  for (const pair of pairs) {
    const wanted = fieldItems(pair.expected);
    const found = fieldItems(pair.actual);
    predicted += found.size;
    expected += wanted.size;
    for (const item of found) if (wanted.has(item)) truePositives += 1;
  }
  const precision = predicted === 0 ? 1 : truePositives / predicted;
  const recall = expected === 0 ? 1 : truePositives / expected;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { truePositives, predicted, expected, precision, recall, f1 };
}
