// Sharing a search (SPEC.md section 4, "Search sharing"): 'Invitar' makes it shareable with what
// guests see, 'Detener' stops it; the link can be copied or sent with the device.
import { VALIDATION_MESSAGES } from '@app/contracts/messages';
import type { Search, SearchFilteredOption } from '@app/contracts/search/search';
import { Button, Drawer, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { notifySuccess } from '../../feedback/notify.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { configuration, isPremium } from '../../session/sessionState.ts';
import { PanelTitle } from '../../shell/PanelTitle.tsx';
import { shareSearch } from '../api/swipeApi.ts';
import { filteredChoices, preselectedChoice } from './filteredOptions.ts';
import { copyText, searchAddress, shareWithDevice } from './searchAddress.ts';

export interface SearchPanelProps {
  search: Search;
  opened: boolean;
  onClose: () => void;
  onChanged: (search: Search) => void;
}

export function SharePanel({ search, opened, onClose, onChanged }: SearchPanelProps) {
  useSignals();
  const choices = filteredChoices(configuration.value?.filtered_options ?? [], isPremium.value);
  const [filtered, setFiltered] = useState<SearchFilteredOption | null>(preselectedChoice(choices, search.filtered));
  const [error, setError] = useState<string | null>(null);
  const submission = useSubmission();
  const address = searchAddress(search.uuid);

  const change = (shareable: boolean) => {
    const option = filtered ?? search.filtered;
    if (!option) {
      setError(VALIDATION_MESSAGES.required);
      return;
    }
    void submission.run(async () => {
      const { message, data } = await shareSearch(search.uuid, shareable, option);
      if (message) notifySuccess(message);
      onChanged(data);
    });
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="md"
      title={<PanelTitle>Compartir búsqueda</PanelTitle>}
    >
      <Stack gap="md" pb="md">
        <Text size="sm" c="dimmed">
          Invitá a otras personas a elegir con vos: verán sus coincidencias en vivo.
        </Text>
        <Select
          label="Qué ven los invitados"
          data={choices}
          value={filtered}
          onChange={(value) => {
            setFiltered((value as SearchFilteredOption | null) ?? null);
            setError(null);
          }}
          error={error}
          required
          disabled={search.shareable}
          allowDeselect={false}
        />
        {search.shareable ? (
          <>
            <TextInput
              label="Enlace para invitar"
              value={address}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group grow>
              <Button variant="light" onClick={() => void copyText(address)}>
                Copiar enlace
              </Button>
              <Button variant="light" onClick={() => void shareWithDevice({ title: search.title ?? '', url: address })}>
                Enviar
              </Button>
            </Group>
            <Button color="red" variant="outline" loading={submission.isSubmitting} onClick={() => change(false)}>
              Detener
            </Button>
          </>
        ) : (
          <Button loading={submission.isSubmitting} onClick={() => change(true)}>
            Invitar
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
