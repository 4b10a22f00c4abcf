// Place suggestions for the typed text: asked for from three characters, after an 800 ms pause
// (SPEC.md sections 5 and 9); answers for older text are ignored.
import { DEBOUNCE_MS } from '@app/contracts/limits';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { type PlaceSuggestion, searchPlaces, shouldSearchPlaces } from '../../publication/address/placeSearch.ts';

export function usePlaceSuggestions(text: string) {
  const [debounced] = useDebouncedValue(text, DEBOUNCE_MS.placeSearch);
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!shouldSearchPlaces(debounced)) {
      setSuggestions([]);
      return;
    }
    let current = true;
    setLoading(true);
    searchPlaces(debounced)
      .then((found) => {
        if (current) setSuggestions(found);
      })
      .catch(() => undefined)
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [debounced]);
  return { suggestions, loading };
}
