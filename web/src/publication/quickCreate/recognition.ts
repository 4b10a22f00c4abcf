// Quick creation's recognition state (SPEC.md section 4, "Quick-create panel"): the sentence is read
// (POST /account/publication/autocomplete) before creating; the result fills the form and is fresh
// until the text or the type changes, which makes it stale so the next submit reads it again.
import type { quickCreateResponseSchema } from '@app/contracts/publication/requests';
import type { z } from 'zod';
import type { ConfiguredType } from '../catalogue/publicationTypes.ts';
import { extrasFormValues } from '../extras/extraValues.ts';
import type { PublicationFormValues } from '../form/publicationFormModel.ts';
import { emptyStockRow, type StockRow } from '../form/stockRows.ts';

export type Recognised = z.output<typeof quickCreateResponseSchema>;

export interface Recognition {
  stale: boolean;
  recognised: Recognised | null;
}

export const NOT_RECOGNISED: Recognition = { stale: true, recognised: null };

export function afterTextEdit(state: Recognition, previousText: string, text: string): Recognition {
  return text === previousText ? state : { ...state, stale: true };
}

export function afterTypeChange(state: Recognition, previousTypeId: string | null, typeId: string | null): Recognition {
  return typeId === previousTypeId ? state : { ...state, stale: true };
}

export function afterRecognition(recognised: Recognised): Recognition {
  return { stale: false, recognised };
}

export const mustRecognise = (state: Recognition): boolean => state.stale;

const TITLE_MAX = 255;

/** A title when none was recognised: the sentence's first line or phrase, at most 255 characters. */
export function titleFromText(text: string): string {
  // A period inside a number ('150.000') does not end the phrase; one followed by a space does.
  const [firstPhrase = ''] = text.trim().split(/[.!?](?:\s|$)|\n/);
  const phrase = firstPhrase.trim();
  const title = phrase.length >= 3 ? phrase : text.trim();
  return title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1).trimEnd()}…` : title;
}

/** Units on hand fill the first stock line when the form has none with a quantity yet. */
function stockRecognised(rows: readonly StockRow[], stock: number | null): StockRow[] {
  if (stock === null || rows.some((row) => row.quantity !== '')) return [...rows];
  const [first = emptyStockRow(), ...rest] = rows;
  return [{ ...first, quantity: stock }, ...rest];
}

/** The recognised fields written into the form; what was not recognised keeps its value. */
export function fillRecognised(
  values: PublicationFormValues,
  recognised: Recognised,
  type: ConfiguredType | null,
): PublicationFormValues {
  return {
    ...values,
    title: recognised.title?.trim() || values.title || titleFromText(values.text ?? ''),
    amount: recognised.amount ?? values.amount,
    amount_sale: recognised.amount_sale ?? values.amount_sale,
    currency: recognised.currency ?? values.currency,
    stock: stockRecognised(values.stock, recognised.stock),
    categories: recognised.categories.length > 0 ? recognised.categories : values.categories,
    extras: extrasFormValues(type?.extras ?? [], recognised.extras),
    address: recognised.address ?? values.address,
    operation: recognised.operation ?? values.operation,
    price_period: recognised.operation ? recognised.price_period : values.price_period,
  };
}
