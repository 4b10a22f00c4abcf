// The wizard's 'Categorías' step: the type's categories to choose from, and a way to add one.
import { Anchor, Chip, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SHOW_LESS, SHOW_MORE, visibleOptions } from '../extras/optionList.ts';
import type { CategoryItem } from './categoryApi.ts';
import { NewCategoryInput } from './NewCategoryInput.tsx';

export interface CategoriesStepProps {
  typeId: string;
  categories: CategoryItem[];
  loading: boolean;
  selected: string[];
  onSelect: (selected: string[]) => void;
  onAdd: (category: CategoryItem) => void;
  error?: string | undefined;
}

export function CategoriesStep({ typeId, categories, loading, selected, onSelect, onAdd, error }: CategoriesStepProps) {
  const [expanded, setExpanded] = useState(false);
  const view = visibleOptions(
    categories.map((category) => ({ ...category, slug: category.id })),
    expanded,
    selected,
  );
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        Elegí las categorías de la publicación.
      </Text>
      {loading ? <Loader size="sm" aria-label="Cargando categorías" /> : null}
      <Chip.Group multiple value={selected} onChange={onSelect}>
        <Group gap="xs">
          {view.visible.map((category) => (
            <Chip key={category.id} value={category.id}>
              {category.name}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {view.collapsible ? (
        <Anchor component="button" type="button" size="sm" onClick={() => setExpanded(!expanded)}>
          {expanded ? SHOW_LESS : SHOW_MORE}
        </Anchor>
      ) : null}
      {error ? (
        <Text c="red" size="sm">
          {error}
        </Text>
      ) : null}
      <NewCategoryInput
        typeId={typeId}
        onAdd={(category) => {
          onAdd(category);
          if (!selected.includes(category.id)) onSelect([...selected, category.id]);
        }}
      />
    </Stack>
  );
}
