// Adding a category that is not in the list: pick a suggestion, or create it with the typed name.
import { DEBOUNCE_MS } from '@app/contracts/limits';
import { publicationEndpoints as endpoints } from '@app/contracts/publication/endpoints';
import { PUBLICATION_MESSAGES } from '@app/contracts/publication/publication';
import { Autocomplete, Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useEndpointMutation, useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { notifySuccess } from '../../feedback/notify.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import type { CategoryItem } from './categoryApi.ts';
import { sameCategoryName } from './categorySelection.ts';

const NO_CATEGORIES: CategoryItem[] = [];

interface NewCategoryInputProps {
  typeId: string;
  onAdd: (category: CategoryItem) => void;
}

export function NewCategoryInput({ typeId, onAdd }: NewCategoryInputProps) {
  const submission = useSubmission();
  const [name, setName] = useState('');
  const [debounced] = useDebouncedValue(name, DEBOUNCE_MS.searchInput);
  const search = debounced.trim();
  const suggested = useEndpointQuery(
    QUERY_SCOPES.categories,
    endpoints.suggestCategories,
    { query: { type_id: typeId, search: debounced } },
    { enabled: search.length > 0, meta: { quiet: true }, placeholderData: keepPreviousData },
  );
  const suggestions = search.length > 0 ? (suggested.data ?? NO_CATEGORIES) : NO_CATEGORIES;
  const creation = useEndpointMutation(endpoints.createCategory, { invalidates: [QUERY_SCOPES.categories] });

  const add = () =>
    submission.run(async () => {
      const existing = suggestions.find((category) => sameCategoryName(category.name, name));
      const category = existing ?? (await creation.mutateAsync({ body: { type_id: typeId, name: name.trim() } })).data;
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
