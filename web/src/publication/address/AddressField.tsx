// The publication's address: typed, searched among places after a pause, chosen from the list.

import type { Address } from '@app/contracts/publication/publication';
import { Autocomplete, Button, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { addressOfPlace } from '../../shared/places/placeSearch.ts';
import { usePlaceSuggestions } from '../../shared/places/usePlaceSuggestions.ts';

interface AddressFieldProps {
  value: Address | null;
  onChange: (address: Address | null) => void;
  error?: string | undefined;
}

export function AddressField({ value, onChange, error }: AddressFieldProps) {
  const [text, setText] = useState('');
  const { suggestions, loading } = usePlaceSuggestions(text);

  const choose = async (description: string) => {
    const suggestion = suggestions.find((candidate) => candidate.description === description);
    if (!suggestion) return;
    const address = await addressOfPlace(suggestion).catch(() => null);
    if (address) {
      onChange(address);
      setText('');
    }
  };

  return (
    <div>
      {value ? (
        <Group justify="space-between" wrap="nowrap" mb={6}>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              Dirección:{' '}
            </Text>
            {value.title}
          </Text>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            style={{ flexShrink: 0 }}
            onClick={() => onChange(null)}
          >
            Quitar
          </Button>
        </Group>
      ) : null}
      <Autocomplete
        label={value ? 'Cambiar dirección' : 'Dirección'}
        placeholder="Escribí calle, barrio o ciudad"
        value={text}
        onChange={setText}
        data={[...new Set(suggestions.map((suggestion) => suggestion.description))]}
        onOptionSubmit={(description) => void choose(description)}
        filter={({ options }) => options}
        rightSection={loading ? <Loader size="xs" /> : null}
        error={error}
      />
    </div>
  );
}
