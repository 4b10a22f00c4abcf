// A participant's instant alerts for this search (docs/decisions/instant-alerts.md): a notification
// as soon as a new or cheaper publication matches, and an e-mail beside it when they ask.
import { SEARCH_ALERTS_PER_DAY } from '@app/contracts/search/alerts';
import { Button, Drawer, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { notifySuccess } from '../../feedback/notify.ts';
import { useSubmission } from '../../forms/useSubmission.ts';
import { PanelTitle } from '../../shell/PanelTitle.tsx';
import { saveAlerts } from '../api/swipeApi.ts';
import type { SearchPanelProps } from './SharePanel.tsx';
import { useAlertSetting } from './useAlertSetting.ts';

export function AlertsPanel({ search, opened, onClose }: SearchPanelProps) {
  const alerts = useAlertSetting(search.uuid, opened);
  const { setting } = alerts;
  const submission = useSubmission();
  // The parent hands a new onClose each render: read the latest without closing again for it.
  const close = useRef(onClose);
  close.current = onClose;

  // The read's failure was told (SPEC.md section 8); there is nothing to edit.
  useEffect(() => {
    if (opened && alerts.failed) close.current();
  }, [opened, alerts.failed]);

  const closeUnsaved = () => {
    alerts.discard();
    onClose();
  };

  const save = () =>
    submission.run(async () => {
      const { message, data } = await saveAlerts(search.uuid, setting);
      notifySuccess(message);
      alerts.saved(data);
      onClose();
    });

  return (
    <Drawer opened={opened} onClose={closeUnsaved} position="bottom" size="md" title={<PanelTitle>Alertas</PanelTitle>}>
      <Stack gap="md" pb="md">
        <Text size="sm" c="dimmed">
          Te avisamos en cuanto aparezca una publicación nueva o más barata para esta búsqueda, con un enlace directo a
          esa tarjeta. Como mucho {SEARCH_ALERTS_PER_DAY} avisos por día: el resto llega agrupado.
        </Text>
        <Switch
          label="Avisarme al instante"
          checked={setting.on}
          onChange={(event) => alerts.edit({ on: event.currentTarget.checked, email: setting.email })}
        />
        <Switch
          label="También por e-mail"
          disabled={!setting.on}
          checked={setting.on && setting.email}
          onChange={(event) => alerts.edit({ ...setting, email: event.currentTarget.checked })}
        />
        <Button onClick={() => void save()} loading={submission.isSubmitting}>
          Guardar
        </Button>
      </Stack>
    </Drawer>
  );
}
