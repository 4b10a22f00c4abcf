// The active filters list: the items the search will hold, each removable.
import type { SearchFilter } from '@app/contracts/search/filter';
import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';

interface ActiveFiltersProps {
  filters: readonly SearchFilter[];
  titleOf: (filter: SearchFilter) => string;
  onRemove: (index: number) => void;
}

export function ActiveFilters({ filters, titleOf, onRemove }: ActiveFiltersProps) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" fw={700} mb={filters.length > 0 ? 'xs' : 0}>
        Filtros agregados
      </Text>
      {filters.length === 0 ? (
        <Text size="sm" c="dimmed">
          Agregá filtros con el botón + para buscar varias cosas a la vez.
        </Text>
      ) : (
        <Stack
          gap={6}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Filtros agregados"
        >
          {filters.map((filter, index) => {
            const title = titleOf(filter);
            return (
              // Items carry no id and two may read the same: their place in the list tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <Group key={index} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm">{title}</Text>
                <CloseButton size="sm" aria-label={`Quitar ${title}`} onClick={() => onRemove(index)} />
              </Group>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
