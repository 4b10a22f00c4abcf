// What is searched: the publication type, and its category when the type has more than one.
import { Select } from '@mantine/core';
import { type ConfiguredType, typeTitle } from '../../publication/catalogue/publicationTypes.ts';

interface TypeFieldProps {
  types: readonly ConfiguredType[];
  value: string | null;
  onChange: (typeId: string | null) => void;
}

export function TypeField({ types, value, onChange }: TypeFieldProps) {
  return (
    <Select
      label="¿Qué buscás?"
      placeholder="Elegí un tipo de publicación"
      data={types.map((type) => ({ value: type.id, label: typeTitle(type) }))}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

interface CategoryFieldProps {
  type: ConfiguredType;
  value: string | null;
  onChange: (categoryId: string | null) => void;
}

export function CategoryField({ type, value, onChange }: CategoryFieldProps) {
  if (type.categories.length <= 1) return null;
  return (
    <Select
      label="Categoría"
      placeholder="Todas"
      data={type.categories.map((category) => ({ value: category.id, label: category.name }))}
      value={value}
      onChange={onChange}
      clearable
      searchable={type.categories.length > 10}
      nothingFoundMessage="No hay resultados"
    />
  );
}
