// Quick search (POST /search/autocomplete): the request read against the catalogue as it is now.
// The quick-create readers compile each type object once (a WeakMap), so equal catalogues reuse the same objects.
import { type SearchAutocompleteRequest, type SearchAutocompleteResponse, VALIDATION_MESSAGES } from '@app/contracts';
import type { ReadModels } from '@app/projections';
import { DomainError } from '../../commands/index.ts';
import { argentinePlaceMatcher } from '../../places/index.ts';
import { currentSearchCatalogue } from '../criteria/catalogueCache.ts';
import { filterTitle } from '../criteria/describeFilter.ts';
import type { CatalogueType } from '../criteria/searchCatalogue.ts';
import { parseSearchText } from './parseSearchText.ts';

let cached: { key: string; types: readonly CatalogueType[] } | undefined;

function sameObjectsWhileUnchanged(types: readonly CatalogueType[]): readonly CatalogueType[] {
  const key = JSON.stringify(types);
  if (cached?.key !== key) cached = { key, types };
  return cached.types;
}

export async function quickSearch(
  readModels: ReadModels,
  request: SearchAutocompleteRequest,
): Promise<SearchAutocompleteResponse> {
  const types = sameObjectsWhileUnchanged((await currentSearchCatalogue(readModels)).types);
  if (request.type_id !== null && !types.some((type) => type.id === request.type_id)) {
    throw DomainError.invalidField('type_id', VALIDATION_MESSAGES.invalid);
  }
  const parsed = parseSearchText(request.text, types, argentinePlaceMatcher, request.type_id);
  const type = types.find((candidate) => candidate.id === parsed.typeId);
  const filters = type ? parsed.filters.map((filter) => ({ ...filter, title: filterTitle(filter, type) })) : [];
  return { filters, places: parsed.places };
}
