// Every extra of a publication against its type: each configured extra checked, unknown slugs
// refused, stock lines checked when the type keeps stock (and dropped when it does not).
import { spanishMessage, stockItemSchema, VALIDATION_MESSAGES } from '@app/contracts';
import { z } from 'zod';
import { checkExtraValue } from './extraValue.ts';
import type { TypeCatalogue } from './typeCatalogue.ts';

export type FieldErrors = Record<string, string[]>;

const STOCK_LINES_MAX = 500;
const stockSchema = z.array(stockItemSchema).max(STOCK_LINES_MAX);
const STOCK = 'stock';

function addError(errors: FieldErrors, field: string, message: string): void {
  errors[field] ??= [];
  errors[field].push(message);
}

function checkStock(raw: unknown, errors: FieldErrors): unknown[] | null {
  if (raw === undefined || raw === null) return null;
  const parsed = stockSchema.safeParse(raw, { error: (issue) => spanishMessage(issue) });
  if (parsed.success) return parsed.data.length > 0 ? parsed.data : null;
  for (const issue of parsed.error.issues) addError(errors, ['extras', STOCK, ...issue.path].join('.'), issue.message);
  return null;
}

export function checkExtras(
  values: Record<string, unknown>,
  catalogue: TypeCatalogue,
): { extras: Record<string, unknown>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const extras: Record<string, unknown> = {};
  const known = new Set(catalogue.extras.map((extra) => extra.slug));
  for (const extra of catalogue.extras) {
    const check = checkExtraValue(values[extra.slug], extra);
    if (check.kind === 'error') addError(errors, `extras.${extra.slug}`, check.message);
    if (check.kind === 'value') extras[extra.slug] = check.value;
  }
  for (const slug of Object.keys(values)) {
    if (slug !== STOCK && !known.has(slug)) addError(errors, `extras.${slug}`, VALIDATION_MESSAGES.invalid);
  }
  if (catalogue.fields.includes(STOCK)) {
    const stock = checkStock(values[STOCK], errors);
    if (stock) extras[STOCK] = stock;
  }
  return { extras, errors };
}
