// The type form's ordered extras: add from the list of extras (once each: 'El extra {title} ya se
// encuentra seleccionado.'), move up or down, remove.
import { ADMIN_MESSAGES } from '@app/contracts/messages';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifyError } from '../../feedback/notify.ts';
import { loadExtraChoices } from './catalogueApi.ts';

export function TypeExtrasPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const [choices, setChoices] = useState<{ id: string; title: string }[]>([]);
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    loadExtraChoices().then(setChoices, () => undefined);
  }, []);
  const titleOf = (id: string) => choices.find((choice) => choice.id === id)?.title ?? id;
  const add = () => {
    if (!picked) return;
    if (value.includes(picked)) {
      notifyError(ADMIN_MESSAGES.extraAlreadySelected(titleOf(picked)));
      return;
    }
    onChange([...value, picked]);
    setPicked(null);
  };
  const move = (index: number, step: -1 | 1) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    next.splice(index + step, 0, moved as string);
    onChange(next);
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Extras
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Select
          aria-label="Extra"
          placeholder="Elegir extra"
          searchable
          data={choices.map((choice) => ({ value: choice.id, label: choice.title }))}
          value={picked}
          onChange={setPicked}
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={add}>
          Agregar
        </Button>
      </Group>
      {value.map((id, index) => (
        <Group key={id} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {index + 1}. {titleOf(id)}
          </Text>
          <Group gap={4}>
            <ActionIcon variant="subtle" aria-label="Subir" disabled={index === 0} onClick={() => move(index, -1)}>
              ↑
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label="Bajar"
              disabled={index === value.length - 1}
              onClick={() => move(index, 1)}
            >
              ↓
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label="Quitar"
              onClick={() => onChange(value.filter((other) => other !== id))}
            >
              ×
            </ActionIcon>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
