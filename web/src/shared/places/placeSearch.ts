// Place search (SPEC.md sections 5 and 9): it starts at three characters, after an 800 ms pause.

import { PLACE_SEARCH_MIN_CHARACTERS } from '@app/contracts/limits';
import { publicationEndpoints as endpoints } from '@app/contracts/publication/endpoints';
import type { Address } from '@app/contracts/publication/publication';
import { call } from '../../api/client.ts';

export function shouldSearchPlaces(text: string): boolean {
  return text.trim().length >= PLACE_SEARCH_MIN_CHARACTERS;
}

export interface PlaceSuggestion {
  reference: string;
  description: string;
}

/** The chosen suggestion as a publication's address: its description and coordinates. */
export async function addressOfPlace(suggestion: PlaceSuggestion): Promise<Address> {
  const place = await call(endpoints.showPlace, { body: { reference: suggestion.reference } });
  return { title: place.description || suggestion.description, geolocation: { coordinates: place.coordinates } };
}
