// '+ Filtros' of the users list: Premium, Administrador, Con publicaciones, each Sí / No / No filtrar.
import { ADMIN_USER_FILTERS, TRI_STATE_OPTIONS } from '@app/contracts/account/adminUser';
import { Button, Collapse, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { UserFilters as Filters } from './usersApi.ts';

export function UserFilters({ value, onChange }: { value: Filters; onChange: (filters: Filters) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="xs">
      <Group>
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen((current) => !current)}>
          + Filtros
        </Button>
      </Group>
      <Collapse in={open}>
        <Stack gap="xs">
          {ADMIN_USER_FILTERS.map((filter) => (
            <Group key={filter.name} justify="space-between">
              <Text size="sm">{filter.title}</Text>
              <SegmentedControl
                size="xs"
                aria-label={filter.title}
                data={TRI_STATE_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
                value={value[filter.name]}
                onChange={(chosen) => onChange({ ...value, [filter.name]: chosen })}
              />
            </Group>
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}
