// A run's end pushed to its seller's devices (services/src/live/push): the same sentence the screen
// shows live, opening the synchronizer screen. Run by the live leader for the facts of the log, so
// each run's end is pushed at most once.
import type { RecordedEvent } from '@app/contracts';
import { notifyUsers } from '../../live/index.ts';
import type { Platform } from '../../platform.ts';
import { SYNCHRONIZER_LIVE_EVENT_TYPES, synchronizationMessage } from './synchronizerLiveMessages.ts';

const RUN_ENDS: ReadonlySet<string> = new Set(SYNCHRONIZER_LIVE_EVENT_TYPES);

export async function pushSynchronizations(
  platform: Platform,
  events: readonly RecordedEvent[],
  log: (message: string, error?: unknown) => void,
): Promise<void> {
  if (!platform.push) return;
  for (const recorded of events.filter((event) => RUN_ENDS.has(event.type))) {
    const { message } = synchronizationMessage(recorded as Parameters<typeof synchronizationMessage>[0]);
    await notifyUsers(
      platform,
      {
        key: recorded.id,
        recipients: [(recorded.data as { ownerId: string }).ownerId],
        type: 'synchronization',
        title: 'Sincronización de publicaciones',
        body: message,
        url: '/account/publication/synchronizer',
      },
      log,
    );
  }
}
