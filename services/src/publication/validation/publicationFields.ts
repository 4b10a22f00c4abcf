// A seller's publication input checked against its type: the general fields the type asks for
// (others are cleared), categories of the type, prices and extras. Pure: all errors at once, keyed
// by the form's field names, or the fields an event records.
import {
  VALIDATION_MESSAGES as M,
  type PublicationFields,
  type PublicationInput,
  pricePeriodFor,
  TEXT_LENGTH,
  type TypeField,
} from '@app/contracts';
import { checkExtras, type FieldErrors } from './extraValues.ts';
import type { TypeCatalogue } from './typeCatalogue.ts';

export type FieldsCheck = { ok: true; fields: PublicationFields } | { ok: false; errors: FieldErrors };

const AMOUNT_MAX = 99_999_999_999_999;
const WEB_PROTOCOLS = new Set(['http:', 'https:']);

const orNull = (text: string | null) => (text === null || text === '' ? null : text);

function isWebAddress(url: string): boolean {
  try {
    return WEB_PROTOCOLS.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

function checkCategories(input: PublicationInput, catalogue: TypeCatalogue, errors: FieldErrors): string[] {
  const categories = [...new Set(input.categories)];
  for (const [index, categoryId] of categories.entries()) {
    if (!catalogue.categoryIds.has(categoryId)) errors[`categories.${index}`] = [M.invalid];
  }
  return categories;
}

function checkPrices(input: PublicationInput, errors: FieldErrors): void {
  const { amount, amount_sale: sale } = input;
  if (amount !== null && amount > AMOUNT_MAX) errors.amount = [M.maxValue(AMOUNT_MAX)];
  if (sale === null) return;
  if (amount === null) errors.amount = [M.required];
  else if (sale > amount) errors.amount_sale = [M.maxValue(amount)];
}

function checkTexts(input: PublicationInput, asks: (field: TypeField) => boolean, errors: FieldErrors): void {
  const url = asks('url') ? orNull(input.url) : null;
  if (url !== null && !isWebAddress(url)) errors.url = [M.url];
  // The quick-create sentence (SPEC.md section 5, quick publication: 20 to 1000 characters).
  const text = orNull(input.text);
  if (text !== null && text.length < TEXT_LENGTH.quickPublication.min) {
    errors.text = [M.minLength(TEXT_LENGTH.quickPublication.min)];
  }
}

/** A property's operation (required) and what its price pays for; nothing for other types. */
function checkOperation(input: PublicationInput, asks: (field: TypeField) => boolean, errors: FieldErrors) {
  if (!asks('operation')) return {};
  if (input.operation === null) {
    errors.operation = [M.required];
    return {};
  }
  return { operation: input.operation, pricePeriod: pricePeriodFor(input.operation, input.price_period) };
}

export function checkPublicationFields(input: PublicationInput, catalogue: TypeCatalogue): FieldsCheck {
  const asks = (field: TypeField) => catalogue.fields.includes(field);
  const errors: FieldErrors = {};
  checkTexts(input, asks, errors);
  const categories = asks('categories') ? checkCategories(input, catalogue, errors) : [];
  if (asks('amount')) checkPrices(input, errors);
  const operation = checkOperation(input, asks, errors);
  const extras = checkExtras(input.extras, catalogue);
  Object.assign(errors, extras.errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      typeId: catalogue.typeId,
      title: input.title,
      code: orNull(input.code),
      description: asks('description') ? orNull(input.description) : null,
      text: orNull(input.text),
      url: asks('url') ? orNull(input.url) : null,
      categories,
      amount: asks('amount') ? input.amount : null,
      amountSale: asks('amount') ? input.amount_sale : null,
      currency: asks('amount') ? input.currency : 'ARS',
      address: asks('address') ? input.address : null,
      extras: extras.extras,
      public: input.public,
      shareable: input.shareable,
      ...operation,
    },
  };
}
