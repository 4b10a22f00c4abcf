// Filter items checked against the catalogue: the type exists, the category is the type's, each
// extra is one of the type's and its value fits the extra's kind, price and stock only where the
// type has them. Problems come back keyed by field path ('filters.0.extras.ambientes').
import { VALIDATION_MESSAGES as M, type SearchExtraValue, type SearchFilter } from '@app/contracts';
import type { CatalogueExtra, CatalogueType, SearchCatalogue } from './searchCatalogue.ts';

export type FieldErrors = Record<string, string[]>;

const isRange = (value: SearchExtraValue): value is { min: number | null; max: number | null } =>
  typeof value === 'object' && !Array.isArray(value);
const asList = (value: SearchExtraValue): unknown[] => (Array.isArray(value) ? value : [value]);

/** The message for a value that does not fit the extra, or null when it fits. */
export function extraValueProblem(extra: CatalogueExtra, value: SearchExtraValue): string | null {
  const optionSlugs = new Set(extra.config.options.map((option) => option.slug));
  switch (extra.config.type) {
    case 'number':
      return typeof value === 'number' || isRange(value) ? null : M.decimal;
    case 'select':
    case 'radio':
    case 'checkbox':
      return asList(value).every((item) => typeof item === 'string' && optionSlugs.has(item)) ? null : M.invalid;
    case 'boolean':
    case 'switch':
      return typeof value === 'boolean' ? null : M.invalid;
    case 'text':
      return typeof value === 'string' ? null : M.invalid;
    case 'tags':
      return asList(value).every((item) => typeof item === 'string') ? null : M.invalid;
    default: {
      const unexpected: never = extra.config.type;
      return unexpected;
    }
  }
}

function checkExtras(filter: SearchFilter, type: CatalogueType, catalogue: SearchCatalogue, at: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const [slug, value] of Object.entries(filter.extras)) {
    const extra = catalogue.extra(type, slug);
    const problem = extra ? extraValueProblem(extra, value) : M.invalid;
    if (problem) errors[`${at}.extras.${slug}`] = [problem];
  }
  return errors;
}

function checkFields(filter: SearchFilter, type: CatalogueType, at: string): FieldErrors {
  const errors: FieldErrors = {};
  const fields = new Set(type.config.fields);
  const categoryKnown = type.categories.some((category) => category.id === filter.category_id);
  if (filter.category_id !== null && !categoryKnown) errors[`${at}.category_id`] = [M.invalid];
  if ((filter.amount !== null || filter.currency !== null) && !fields.has('amount')) {
    errors[`${at}.${filter.amount !== null ? 'amount' : 'currency'}`] = [M.invalid];
  }
  if (filter.stock !== null && !fields.has('stock')) errors[`${at}.stock`] = [M.invalid];
  if (filter.operation && !fields.has('operation')) errors[`${at}.operation`] = [M.invalid];
  return errors;
}

/** Not worded by SPEC.md: a search is one market, as every property portal's is. */
export const MIXED_OPERATIONS = 'Una búsqueda no mezcla operaciones: elegí Comprar, Alquilar o Alquiler temporario.';

/** A search never mixes operations (docs/decisions/operations.md): the items naming one name the same. */
function checkOneOperation(filters: readonly SearchFilter[]): FieldErrors {
  const first = filters.find((filter) => filter.operation)?.operation;
  const other = filters.findIndex((filter) => filter.operation && filter.operation !== first);
  return other < 0 ? {} : { [`filters.${other}.operation`]: [MIXED_OPERATIONS] };
}

export function checkFilters(filters: readonly SearchFilter[], catalogue: SearchCatalogue): FieldErrors {
  let errors: FieldErrors = {};
  filters.forEach((filter, position) => {
    const at = `filters.${position}`;
    const type = catalogue.type(filter.type_id);
    if (!type) {
      errors[`${at}.type_id`] = [M.invalid];
      return;
    }
    errors = { ...errors, ...checkFields(filter, type, at), ...checkExtras(filter, type, catalogue, at) };
  });
  return { ...errors, ...checkOneOperation(filters) };
}
