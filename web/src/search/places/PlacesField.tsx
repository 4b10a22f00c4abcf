// The search's places: typed, suggested after a pause, chosen one by one, each removable.
import type { SearchPlaceInput } from '@app/contracts/search/filter';
import { SEARCH_PLACES_MAX } from '@app/contracts/search/filter';
import { Autocomplete, Group, Loader, Pill } from '@mantine/core';
import { useState } from 'react';
import { usePlaceSuggestions } from '../../shared/places/usePlaceSuggestions.ts';
import { placeLabel, searchPlaceOf } from './searchPlace.ts';

interface PlacesFieldProps {
  places: readonly SearchPlaceInput[];
  onAdd: (place: SearchPlaceInput) => void;
  onRemove: (reference: string) => void;
}

export function PlacesField({ places, onAdd, onRemove }: PlacesFieldProps) {
  const [text, setText] = useState('');
  const { suggestions, loading } = usePlaceSuggestions(text);
  const [focused, setFocused] = useState(false);
  const descriptions = [...new Set(suggestions.map((suggestion) => suggestion.description))];
  const full = places.length >= SEARCH_PLACES_MAX;

  const choose = async (description: string) => {
    const suggestion = suggestions.find((candidate) => candidate.description === description);
    if (!suggestion) return;
    const place = await searchPlaceOf(suggestion).catch(() => null);
    if (place) {
      onAdd(place);
      setText('');
    }
  };

  return (
    // Kept clear of the sticky footer when the browser scrolls the field into view.
    <div style={{ scrollMarginBottom: 160 }}>
      <Autocomplete
        label="Lugares"
        placeholder={full ? 'Ya elegiste diez lugares' : 'Barrio, ciudad o provincia'}
        disabled={full}
        value={text}
        onChange={setText}
        data={descriptions}
        // Suggestions arrive after the pause, when typing has stopped: open the list for them then.
        dropdownOpened={focused && descriptions.length > 0}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onOptionSubmit={(description) => void choose(description)}
        filter={({ options }) => options}
        rightSection={loading ? <Loader size="xs" /> : null}
      />
      {places.length > 0 ? (
        <Group gap={6} mt="xs" aria-label="Lugares elegidos">
          {places.map((place) => (
            <Pill
              key={place.reference}
              size="md"
              withRemoveButton
              onRemove={() => onRemove(place.reference)}
              removeButtonProps={{ 'aria-label': `Quitar ${placeLabel(place)}` }}
            >
              {placeLabel(place)}
            </Pill>
          ))}
        </Group>
      ) : null}
    </div>
  );
}
