// Place suggestions for the typed text: asked for from three characters, after an 800 ms pause
// (SPEC.md sections 5 and 9); while newer text is asked for, the previous suggestions stay.
import { DEBOUNCE_MS } from '@app/contracts/limits';
import { publicationEndpoints } from '@app/contracts/publication/endpoints';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { type PlaceSuggestion, shouldSearchPlaces } from './placeSearch.ts';

const NO_SUGGESTIONS: PlaceSuggestion[] = [];

export function usePlaceSuggestions(text: string) {
  const [debounced] = useDebouncedValue(text, DEBOUNCE_MS.placeSearch);
  const wanted = shouldSearchPlaces(debounced);
  const { data, isFetching } = useEndpointQuery(
    QUERY_SCOPES.places,
    publicationEndpoints.searchPlaces,
    { body: { search: debounced.trim() } },
    { enabled: wanted, placeholderData: keepPreviousData },
  );
  return { suggestions: wanted ? (data ?? NO_SUGGESTIONS) : NO_SUGGESTIONS, loading: wanted && isFetching };
}
