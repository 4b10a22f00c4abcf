// Stock (SPEC.md section 3, "Search filter item"): in stock at one of these places, in one of these
// colours and sizes; offered when the type keeps stock.
import { SimpleGrid, TagsInput } from '@mantine/core';
import { uniqueTags } from '../../publication/extras/tags.ts';
import type { StockChoice } from './filterForm.ts';

export function StockFilterFields({ stock, onChange }: { stock: StockChoice; onChange: (stock: StockChoice) => void }) {
  const field = (name: keyof StockChoice, label: string, normalise: (tag: string) => string = (tag) => tag) => (
    <TagsInput
      label={label}
      value={stock[name]}
      onChange={(tags) => onChange({ ...stock, [name]: uniqueTags(tags.map(normalise)) })}
      clearable
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {field('places', 'Stock en')}
      {field('colors', 'Colores')}
      {field('sizes', 'Talles', (size) => size.toUpperCase())}
    </SimpleGrid>
  );
}
