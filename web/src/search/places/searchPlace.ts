// A chosen suggestion becomes a search place: POST /map/place names it (SPEC.md section 7, "Places").
import { publicationEndpoints } from '@app/contracts/publication/endpoints';
import type { SearchPlaceInput } from '@app/contracts/search/filter';
import { call } from '../../api/client.ts';
import type { PlaceSuggestion } from '../../shared/places/placeSearch.ts';

export async function searchPlaceOf(suggestion: PlaceSuggestion): Promise<SearchPlaceInput> {
  const place = await call(publicationEndpoints.showPlace, { body: { reference: suggestion.reference } });
  return {
    reference: place.reference,
    id: place.reference,
    name: place.name,
    description: place.description || suggestion.description,
  };
}

/** How a chosen place reads in the list: its description, else its name. */
export const placeLabel = (place: SearchPlaceInput): string => place.description ?? place.name ?? place.reference;
