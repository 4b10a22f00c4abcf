// Quick search (SPEC.md sections 2 and 5): free text, up to 1000 characters, read into filter items
// (POST /search/autocomplete) that join the list; each added item is announced for 7 s.
import { TEXT_LENGTH, TEXTAREA_ROWS, TIMING_MS } from '@app/contracts/limits';
import type { SearchFilter, SearchPlace } from '@app/contracts/search/filter';
import type { SearchScope } from '@app/contracts/search/search';
import { SEARCH_MESSAGES } from '@app/contracts/search/search';
import { Button, Drawer, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { notifyError } from '../../feedback/notify.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { PanelTitle } from '../../shell/PanelTitle.tsx';
import { readQuickSearch } from '../api/searchApi.ts';

/** Not worded by SPEC.md: the text named nothing the catalogue knows. */
export const NOTHING_UNDERSTOOD = 'No encontramos filtros en el texto, probá con otras palabras.';

interface QuickSearchPanelProps {
  opened: boolean;
  onClose: () => void;
  scope: SearchScope;
  typeId: string | null;
  titleOf: (filter: SearchFilter) => string;
  onRead: (filters: SearchFilter[], places: SearchPlace[]) => void;
}

export function QuickSearchPanel({ opened, onClose, scope, typeId, titleOf, onRead }: QuickSearchPanelProps) {
  const [text, setText] = useState('');
  const submission = useSubmission();
  const read = () =>
    submission.run(async () => {
      const { filters, places } = await readQuickSearch({ ...scope, type_id: typeId, text });
      if (filters.length === 0) {
        notifyError(NOTHING_UNDERSTOOD);
        return;
      }
      onRead(filters, places);
      for (const filter of filters) {
        notifications.show({
          message: SEARCH_MESSAGES.added(titleOf(filter)),
          color: 'teal',
          autoClose: TIMING_MS.notice,
        });
      }
      setText('');
      onClose();
    });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title={<PanelTitle>Búsqueda rápida</PanelTitle>}
    >
      <Stack gap="sm" pb="md">
        <Text size="sm" c="dimmed">
          Contanos qué buscás, con tus palabras, y lo convertimos en filtros.
        </Text>
        <Textarea
          aria-label="¿Qué estás buscando?"
          placeholder="Ej.: departamento de 2 ambientes con cochera en Palermo hasta 150.000 dólares"
          autosize
          minRows={TEXTAREA_ROWS.quickSearch.min}
          maxRows={TEXTAREA_ROWS.quickSearch.max}
          maxLength={TEXT_LENGTH.quickSearch.max}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {text.length}/{TEXT_LENGTH.quickSearch.max}
          </Text>
          <Button onClick={() => void read()} loading={submission.isSubmitting} disabled={text.trim() === ''}>
            Agregar
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
