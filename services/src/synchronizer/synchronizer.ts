// The synchronizer aggregate's state, folded from its stream `synchronizer-{ownerId}`.
import type { StoredSynchronizerSetting, SynchronizerEvent } from '@app/contracts';

export { synchronizerStream } from '@app/contracts';

export interface SynchronizerRecord {
  ownerId: string;
  setting: StoredSynchronizerSetting;
  /** A run was asked for (on save, 'Sincronizar', or the schedule) and has not started. */
  syncRequested: boolean;
  /** The run under way; a crash leaves it here, and the worker resumes it with the same id. */
  runningRunId: string | null;
  /** Valid items of the last good run: the 70 % rule measures against it. */
  lastGoodItemCount: number | null;
  /** Publication id → consecutive good runs it was missing from. */
  misses: Record<string, number>;
  /** Missing from a partial or empty run, waiting for the seller. */
  held: string[];
  /** Decided removals not yet unpublished. */
  toUnpublish: string[];
  /** Unpublished by the synchronizer, restorable with 'Deshacer'. */
  removed: string[];
}

export type SynchronizerState =
  | { status: 'absent' }
  | { status: 'active'; synchronizer: SynchronizerRecord }
  | { status: 'deleted' };

export const initialSynchronizerState: SynchronizerState = { status: 'absent' };

const without = (ids: readonly string[], gone: readonly string[]) => {
  const leaving = new Set(gone);
  return ids.filter((id) => !leaving.has(id));
};

function fresh(event: Extract<SynchronizerEvent, { type: 'synchronizer.configured.v1' }>): SynchronizerRecord {
  const { ownerId, ...setting } = event.data;
  const base = { syncRequested: false, runningRunId: null, lastGoodItemCount: null, misses: {} };
  return { ownerId, setting: setting as StoredSynchronizerSetting, ...base, held: [], toUnpublish: [], removed: [] };
}

function evolveActive(record: SynchronizerRecord, event: SynchronizerEvent): SynchronizerState {
  const active = (changes: Partial<SynchronizerRecord>): SynchronizerState => ({
    status: 'active',
    synchronizer: { ...record, ...changes },
  });
  switch (event.type) {
    case 'synchronizer.configured.v1':
      return active({ setting: fresh(event).setting });
    case 'synchronizer.sync_requested.v1':
      return active({ syncRequested: true });
    case 'synchronizer.run_started.v1':
      return active({ syncRequested: false, runningRunId: event.data.runId });
    case 'synchronizer.items_synced.v1':
      return active({});
    case 'synchronizer.run_completed.v1': {
      const { outcome, itemCount, misses, removed, held, returned } = event.data;
      const good = outcome === 'good';
      return active({
        runningRunId: null,
        lastGoodItemCount: good ? itemCount : record.lastGoodItemCount,
        misses,
        held,
        toUnpublish: [...record.toUnpublish, ...removed],
        removed: without(record.removed, returned),
      });
    }
    case 'synchronizer.run_failed.v1':
    case 'synchronizer.run_postponed.v1':
      return active({ runningRunId: null });
    case 'synchronizer.removals_approved.v1':
      return active({
        held: without(record.held, event.data.publicationIds),
        toUnpublish: [...record.toUnpublish, ...event.data.publicationIds],
      });
    case 'synchronizer.removals_rejected.v1':
      return active({ held: without(record.held, event.data.publicationIds) });
    case 'synchronizer.removals_applied.v1': {
      const { publicationIds } = event.data;
      const misses = Object.fromEntries(Object.entries(record.misses).filter(([id]) => !publicationIds.includes(id)));
      return active({
        toUnpublish: without(record.toUnpublish, publicationIds),
        removed: [...without(record.removed, publicationIds), ...publicationIds],
        misses,
      });
    }
    case 'synchronizer.removal_undone.v1':
      return active({ removed: without(record.removed, [event.data.publicationId]) });
    case 'synchronizer.deleted.v1':
      return { status: 'deleted' };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export function evolveSynchronizer(state: SynchronizerState, event: SynchronizerEvent): SynchronizerState {
  if (state.status === 'active') return evolveActive(state.synchronizer, event);
  if (event.type === 'synchronizer.configured.v1') return { status: 'active', synchronizer: fresh(event) };
  return state;
}
