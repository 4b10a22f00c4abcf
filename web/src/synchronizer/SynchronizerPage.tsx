// account.publication.synchronizer 'Sincronizar publicaciones' (SPEC.md sections 2, 4 and 8): the
// setting, 'Sincronización próxima a ejecutarse' while a run is pending or else the last sync time
// and a button that marks one, held removals, the last runs, and 'Eliminar sincronización'. A
// run's end arrives live in the seller's room and refreshes the screen.
import {
  SYNCHRONIZATION_SOCKET_EVENT,
  type SynchronizerView,
  synchronizationMessageSchema,
} from '@app/contracts/synchronizer/api';
import { SYNCHRONIZER_MESSAGES } from '@app/contracts/synchronizer/messages';
import { Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '../feedback/notify.ts';
import { formatDateTime } from '../format/format.ts';
import { useSubmission } from '../forms/useSubmission.ts';
import { useLiveMessage } from '../live/useLiveMessage.ts';
import type { ScreenProps } from '../routing/screenProps.ts';
import { DeleteSynchronizerDialog } from './DeleteSynchronizerDialog.tsx';
import { SynchronizerForm } from './SynchronizerForm.tsx';
import { SynchronizerRemovals } from './SynchronizerRemovals.tsx';
import { SynchronizerRuns } from './SynchronizerRuns.tsx';
import { loadSynchronizer, requestSync } from './synchronizerApi.ts';

/** While a run is pending the screen also asks now and then, in case the live message is missed. */
const PENDING_POLL_MS = 3_000;

function SyncStatus({ view, onChanged }: { view: SynchronizerView; onChanged: (view: SynchronizerView) => void }) {
  const submission = useSubmission();
  if (view.pending) return <Text fw={600}>{SYNCHRONIZER_MESSAGES.pending}</Text>;
  const mark = () =>
    submission.run(async () => {
      const { message, data } = await requestSync();
      notifySuccess(message);
      onChanged(data);
    });
  return (
    <Group justify="space-between">
      <Text>Última sincronización: {view.sync_on ? formatDateTime(view.sync_on) : '—'}</Text>
      <Button variant="light" loading={submission.isSubmitting} onClick={() => void mark()}>
        Sincronizar ahora
      </Button>
    </Group>
  );
}

export default function SynchronizerPage(_props: ScreenProps) {
  const [view, setView] = useState<SynchronizerView | null | undefined>(undefined);
  const [deleting, setDeleting] = useState(false);
  const reload = useCallback(() => {
    loadSynchronizer().then(setView, () => setView((current) => current ?? null));
  }, []);

  useEffect(reload, [reload]);
  useEffect(() => {
    if (!view?.pending) return;
    const timer = setInterval(reload, PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [view?.pending, reload]);
  useLiveMessage(SYNCHRONIZATION_SOCKET_EVENT, synchronizationMessageSchema, (message) => {
    if (message.outcome === 'failed') notifyError(message.message);
    else notifySuccess(message.message);
    reload();
  });

  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2" mb="md">
        Sincronizar publicaciones
      </Title>
      {view === undefined ? (
        <Loader />
      ) : (
        <Stack gap="lg">
          <Paper withBorder p="lg">
            <SynchronizerForm key={view?.id ?? 'new'} saved={view} onSaved={setView} />
          </Paper>
          {view ? (
            <>
              <SyncStatus view={view} onChanged={setView} />
              <SynchronizerRemovals view={view} onChanged={setView} />
              <SynchronizerRuns runs={view.runs} />
              <Group justify="flex-end">
                <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
                  Eliminar sincronización
                </Button>
              </Group>
            </>
          ) : null}
        </Stack>
      )}
      {deleting ? (
        <DeleteSynchronizerDialog
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            setDeleting(false);
            setView(null);
          }}
        />
      ) : null}
    </Container>
  );
}
