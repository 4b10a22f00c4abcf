// What a create, a change, a count or a price request asks for, made ready for the decider and the
// queries: filter items checked against the catalogue and titled, places resolved. Pure.
import {
  type SearchCriteria,
  type SearchFilter,
  type SearchOrder,
  type SearchPlaceInput,
  VALIDATION_MESSAGES,
} from '@app/contracts';
import { DomainError } from '../../commands/index.ts';
import { checkFilters, type FieldErrors } from './checkFilters.ts';
import { filterTitle } from './describeFilter.ts';
import type { SearchCatalogue } from './searchCatalogue.ts';
import { resolvePlaces } from './searchPlaces.ts';

export interface CriteriaRequest {
  filters: readonly SearchFilter[];
  places: readonly SearchPlaceInput[];
  order: SearchOrder;
}

function titled(filter: SearchFilter, catalogue: SearchCatalogue): SearchFilter {
  const type = catalogue.type(filter.type_id);
  if (!type || (filter.title !== null && filter.title.length > 0)) return filter;
  return { ...filter, title: filterTitle(filter, type) };
}

function validationError(errors: FieldErrors): DomainError {
  const first = Object.values(errors)[0]?.[0] ?? VALIDATION_MESSAGES.invalid;
  return new DomainError('validation', first, errors);
}

/** Places only narrow types with an address; with none of those they are cleared (SPEC.md section 5). */
function anyTypeHasAddress(filters: readonly SearchFilter[], catalogue: SearchCatalogue): boolean {
  return filters.some((filter) => catalogue.type(filter.type_id)?.config.fields.includes('address'));
}

export function prepareCriteria(request: CriteriaRequest, catalogue: SearchCatalogue): SearchCriteria | DomainError {
  const errors: FieldErrors = checkFilters(request.filters, catalogue);
  const { places, unknown } = resolvePlaces(request.places);
  for (const position of unknown) errors[`places.${position}.reference`] = [VALIDATION_MESSAGES.invalid];
  if (Object.keys(errors).length > 0) return validationError(errors);
  return {
    filters: request.filters.map((filter) => titled(filter, catalogue)),
    places: anyTypeHasAddress(request.filters, catalogue) ? places : [],
    order: request.order,
  };
}

/** The same, throwing: for queries that answer 422 on bad filters. */
export function criteriaOrThrow(request: CriteriaRequest, catalogue: SearchCatalogue): SearchCriteria {
  const criteria = prepareCriteria(request, catalogue);
  if (criteria instanceof DomainError) throw criteria;
  return criteria;
}
