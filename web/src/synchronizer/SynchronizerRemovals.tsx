// What the safe sync kept from removing: the held publications the seller approves (unpublished)
// or rejects (kept), and the removed ones each with 'Deshacer'.
import type { SynchronizerView } from '@app/contracts/synchronizer/api';
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { notifySuccess } from '../feedback/notify.ts';
import { useSubmission } from '../forms/useSubmission.ts';
import { approveRemovals, rejectRemovals, restoreRemoved, type SynchronizerAnswer } from './synchronizerApi.ts';

type Changed = (view: SynchronizerView) => void;

function useAnswered(onChanged: Changed) {
  const submission = useSubmission();
  const run = (action: () => Promise<SynchronizerAnswer>) =>
    submission.run(async () => {
      const { message, data } = await action();
      notifySuccess(message);
      onChanged(data);
    });
  return { run, busy: submission.isSubmitting };
}

function HeldRemovals({ held, onChanged }: { held: SynchronizerView['held']; onChanged: Changed }) {
  const { run, busy } = useAnswered(onChanged);
  if (held.length === 0) return null;
  return (
    <Alert color="orange" title="Publicaciones pendientes de quitar">
      <Stack gap="xs">
        <Text size="sm">
          La última sincronización trajo muchas menos publicaciones que la anterior. Estas siguen publicadas hasta que
          lo apruebes:
        </Text>
        <List size="sm" aria-label="Publicaciones pendientes de quitar">
          {held.map((publication) => (
            <List.Item key={publication.id}>{publication.title}</List.Item>
          ))}
        </List>
        <Group gap="xs">
          <Button size="xs" color="orange" loading={busy} onClick={() => void run(approveRemovals)}>
            Quitar publicaciones
          </Button>
          <Button size="xs" variant="default" disabled={busy} onClick={() => void run(rejectRemovals)}>
            Mantener publicadas
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function RemovedPublications({ removed, onChanged }: { removed: SynchronizerView['removed']; onChanged: Changed }) {
  const { run, busy } = useAnswered(onChanged);
  if (removed.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Quitadas por la sincronización
      </Title>
      <Stack
        gap={4}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Quitadas por la sincronización"
      >
        {removed.map((publication) => (
          <Group key={publication.id} component="li" justify="space-between" wrap="nowrap">
            <Text size="sm">{publication.title}</Text>
            <Button
              size="xs"
              variant="subtle"
              disabled={busy}
              aria-label={`Deshacer ${publication.title}`}
              onClick={() => void run(() => restoreRemoved(publication.id))}
            >
              Deshacer
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

export function SynchronizerRemovals({ view, onChanged }: { view: SynchronizerView; onChanged: Changed }) {
  return (
    <>
      <HeldRemovals held={view.held} onChanged={onChanged} />
      <RemovedPublications removed={view.removed} onChanged={onChanged} />
    </>
  );
}
