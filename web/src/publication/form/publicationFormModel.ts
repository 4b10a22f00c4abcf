// The create/edit form's values (SPEC.md sections 3 and 4, "Publication"): new publications are
// shareable and public unless the address asks for a private one; only the fields the type asks
// for are sent.
import type { Operation, PricePeriod } from '@app/contracts/publication/operation';
import type { Address, Publication, publicationInputSchema } from '@app/contracts/publication/publication';
import type { z } from 'zod';
import { type ConfiguredType, type CurrencyCode, typeHasField } from '../catalogue/publicationTypes.ts';
import { type ExtrasFormValues, extrasFormValues, extrasInput } from '../extras/extraValues.ts';
import { parseLocalNumber } from '../extras/numberRules.ts';
import { type ImageItem, keptMediaIds, storedImages } from '../images/imageList.ts';
import { type StockRow, stockInput, stockRows } from './stockRows.ts';

export interface PublicationFormValues {
  type_id: string | null;
  title: string;
  code: string;
  description: string;
  url: string;
  /** The sentence of a quick creation, kept as it was. */
  text: string | null;
  categories: string[];
  /** A number, '' when empty, or the text being typed ('150000.'). */
  amount: number | string;
  amount_sale: number | string;
  currency: CurrencyCode;
  /** Sale, rent or temporary rent, for types that ask for it (properties); none until chosen. */
  operation: Operation | null;
  /** A temporary rent's price per night or per month. */
  price_period: PricePeriod | null;
  address: Address | null;
  extras: ExtrasFormValues;
  stock: StockRow[];
  public: boolean;
  shareable: boolean;
  images: ImageItem[];
  priority: string | null;
  priority_description: string;
}

export type PublicationInputBody = z.input<typeof publicationInputSchema>;

export function emptyPublicationForm(options: { public: boolean }): PublicationFormValues {
  return {
    type_id: null,
    title: '',
    code: '',
    description: '',
    url: '',
    text: null,
    categories: [],
    amount: '',
    amount_sale: '',
    currency: 'ARS',
    operation: null,
    price_period: null,
    address: null,
    extras: {},
    stock: [],
    public: options.public,
    shareable: true,
    images: [],
    priority: null,
    priority_description: '',
  };
}

export function publicationFormValues(publication: Publication, type: ConfiguredType | null): PublicationFormValues {
  return {
    type_id: publication.type_id,
    title: publication.title,
    code: publication.code ?? '',
    description: publication.description ?? '',
    url: publication.url ?? '',
    text: publication.text,
    categories: publication.categories.map((category) => category.id),
    amount: publication.amount ?? '',
    amount_sale: publication.amount_sale ?? '',
    currency: publication.currency,
    operation: publication.operation,
    price_period: publication.price_period,
    address: publication.address,
    extras: extrasFormValues(type?.extras ?? [], publication.extras),
    stock: stockRows(publication.extras.stock),
    public: publication.public,
    shareable: publication.shareable,
    images: storedImages(publication.medias),
    priority: publication.priority,
    priority_description: publication.priority_description ?? '',
  };
}

const textOrNull = (text: string): string | null => text.trim() || null;
const amountOrNull = (amount: number | string): number | null => parseLocalNumber(amount);

/** The JSON part of the multipart form: the type's fields only, extras cast, kept images in order. */
export function toPublicationInput(values: PublicationFormValues, type: ConfiguredType | null): PublicationInputBody {
  const has = (field: Parameters<typeof typeHasField>[1]) => typeHasField(type, field);
  const extras: Record<string, unknown> = extrasInput(type?.extras ?? [], values.extras);
  if (has('stock')) extras.stock = stockInput(values.stock);
  return {
    type_id: values.type_id ?? '',
    title: values.title.trim(),
    code: textOrNull(values.code),
    description: has('description') ? textOrNull(values.description) : null,
    text: values.text,
    url: has('url') ? textOrNull(values.url) : null,
    categories: has('categories') ? values.categories : [],
    amount: has('amount') ? amountOrNull(values.amount) : null,
    amount_sale: has('amount') ? amountOrNull(values.amount_sale) : null,
    currency: values.currency,
    operation: has('operation') ? values.operation : null,
    price_period: has('operation') ? values.price_period : null,
    address: has('address') ? values.address : null,
    extras,
    public: values.public,
    shareable: values.shareable,
    medias: keptMediaIds(values.images),
  };
}

/** Whether the priority has to be sent after saving (it has its own call). */
export function priorityChanged(values: PublicationFormValues, stored: Publication | null): boolean {
  const description = values.priority ? textOrNull(values.priority_description) : null;
  if (!stored) return values.priority !== null;
  return values.priority !== stored.priority || description !== (stored.priority_description ?? null);
}
