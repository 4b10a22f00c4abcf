// A participant's instant alerts for this search (docs/decisions/instant-alerts.md): a notification
// as soon as a new or cheaper publication matches, and an e-mail beside it when they ask.
import type { SearchAlertSetting } from '@app/contracts/search/alerts';
import { SEARCH_ALERTS_PER_DAY } from '@app/contracts/search/alerts';
import { Button, Drawer, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/failures.ts';
import { notifySuccess } from '../../feedback/notify.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { PanelTitle } from '../../shell/PanelTitle.tsx';
import { loadAlerts, saveAlerts } from '../api/swipeApi.ts';
import type { SearchPanelProps } from './SharePanel.tsx';

const OFF: SearchAlertSetting = { on: false, email: false };

export function AlertsPanel({ search, opened, onClose }: SearchPanelProps) {
  const [setting, setSetting] = useState<SearchAlertSetting>(OFF);
  const submission = useSubmission();
  // The parent hands a new onClose each render: read the latest without reloading for it.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!opened) return;
    let current = true;
    loadAlerts(search.uuid)
      .then((loaded) => current && setSetting(loaded))
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        if (current) close.current();
      });
    return () => {
      current = false;
    };
  }, [opened, search.uuid]);

  const save = () =>
    submission.run(async () => {
      const { message, data } = await saveAlerts(search.uuid, setting);
      notifySuccess(message);
      setSetting(data);
      onClose();
    });

  return (
    <Drawer opened={opened} onClose={onClose} position="bottom" size="md" title={<PanelTitle>Alertas</PanelTitle>}>
      <Stack gap="md" pb="md">
        <Text size="sm" c="dimmed">
          Te avisamos en cuanto aparezca una publicación nueva o más barata para esta búsqueda, con un enlace directo a
          esa tarjeta. Como mucho {SEARCH_ALERTS_PER_DAY} avisos por día: el resto llega agrupado.
        </Text>
        <Switch
          label="Avisarme al instante"
          checked={setting.on}
          onChange={(event) => setSetting({ on: event.currentTarget.checked, email: setting.email })}
        />
        <Switch
          label="También por e-mail"
          disabled={!setting.on}
          checked={setting.on && setting.email}
          onChange={(event) => setSetting({ ...setting, email: event.currentTarget.checked })}
        />
        <Button onClick={() => void save()} loading={submission.isSubmitting}>
          Guardar
        </Button>
      </Stack>
    </Drawer>
  );
}
