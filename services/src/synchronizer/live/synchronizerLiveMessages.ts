// A synchronizer run's end, told live to its seller in their own `user:{id}` room: "Sincronización
// completa: 12 nuevas, 3 actualizadas", the held removals, or why it failed or has nothing yet.
import {
  type RecordedEvent,
  SYNCHRONIZATION_SOCKET_EVENT,
  SYNCHRONIZER_MESSAGES,
  type SynchronizationMessage,
  type SynchronizerEvent,
  userRoom,
} from '@app/contracts';
import type { LiveServer } from '../../live/index.ts';

export const SYNCHRONIZER_LIVE_EVENT_TYPES = [
  'synchronizer.run_completed.v1',
  'synchronizer.run_failed.v1',
  'synchronizer.run_postponed.v1',
] as const;

type RunEnd = Extract<SynchronizerEvent, { type: (typeof SYNCHRONIZER_LIVE_EVENT_TYPES)[number] }>;

export function synchronizationMessage(event: RunEnd): SynchronizationMessage {
  const { runId } = event.data;
  switch (event.type) {
    case 'synchronizer.run_failed.v1':
      return { run_id: runId, outcome: 'failed', message: SYNCHRONIZER_MESSAGES.failed(event.data.reason) };
    case 'synchronizer.run_postponed.v1':
      return { run_id: runId, outcome: 'postponed', message: SYNCHRONIZER_MESSAGES.postponed(event.data.reason) };
    case 'synchronizer.run_completed.v1': {
      const { outcome, created, updated, held } = event.data;
      if (outcome === 'empty') return { run_id: runId, outcome, message: SYNCHRONIZER_MESSAGES.empty };
      const completed = SYNCHRONIZER_MESSAGES.completed(created, updated);
      const message = outcome === 'partial' ? `${completed}. ${SYNCHRONIZER_MESSAGES.held(held.length)}` : completed;
      return { run_id: runId, outcome, message };
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export function emitSynchronizationMessage(io: LiveServer, recorded: RecordedEvent): void {
  const event = recorded as unknown as RunEnd;
  io.to(userRoom(event.data.ownerId)).emit(SYNCHRONIZATION_SOCKET_EVENT, synchronizationMessage(event));
}
