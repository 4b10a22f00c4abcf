// Adding a category that is not in the list: pick a suggestion, or create it with the typed name.
import { DEBOUNCE_MS } from '@app/contracts/limits';
import { PUBLICATION_MESSAGES } from '@app/contracts/publication/publication';
import { Autocomplete, Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { notifySuccess } from '../../feedback/notify.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { type CategoryItem, createCategory, suggestCategories } from './categoryApi.ts';
import { sameCategoryName } from './categorySelection.ts';

interface NewCategoryInputProps {
  typeId: string;
  onAdd: (category: CategoryItem) => void;
}

export function NewCategoryInput({ typeId, onAdd }: NewCategoryInputProps) {
  const submission = useSubmission();
  const [name, setName] = useState('');
  const [debounced] = useDebouncedValue(name, DEBOUNCE_MS.searchInput);
  const [suggestions, setSuggestions] = useState<CategoryItem[]>([]);

  useEffect(() => {
    let current = true;
    if (debounced.trim().length === 0) setSuggestions([]);
    else
      suggestCategories(typeId, debounced)
        .then((found) => {
          if (current) setSuggestions(found);
        })
        .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [typeId, debounced]);

  const add = () =>
    submission.run(async () => {
      const existing = suggestions.find((category) => sameCategoryName(category.name, name));
      const category = existing ?? (await createCategory(typeId, name.trim()));
      if (!existing) notifySuccess(PUBLICATION_MESSAGES.categoryCreated);
      onAdd(category);
      setName('');
    });

  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Autocomplete
        label="Otra categoría"
        placeholder="Nombre de la categoría"
        value={name}
        onChange={setName}
        data={[...new Set(suggestions.map((category) => category.name))]}
        style={{ flex: 1 }}
      />
      <Button
        variant="light"
        disabled={name.trim().length < 3}
        loading={submission.isSubmitting}
        onClick={() => void add()}
      >
        Agregar
      </Button>
    </Group>
  );
}
