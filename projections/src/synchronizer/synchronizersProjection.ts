import type { RecordedEvent, SynchronizerEvent } from '@app/contracts';
import type { Projection } from '../runner/projection.ts';
import { changeRemovals } from './removalWrites.ts';
import { completeRun, configure, endRunWithoutItems, recordItems, startRun } from './synchronizerWrites.ts';

const HANDLED = [
  'synchronizer.configured.v1',
  'synchronizer.sync_requested.v1',
  'synchronizer.run_started.v1',
  'synchronizer.items_synced.v1',
  'synchronizer.run_completed.v1',
  'synchronizer.run_failed.v1',
  'synchronizer.run_postponed.v1',
  'synchronizer.removals_approved.v1',
  'synchronizer.removals_rejected.v1',
  'synchronizer.removals_applied.v1',
  'synchronizer.removal_undone.v1',
  'synchronizer.deleted.v1',
] satisfies SynchronizerEvent['type'][];

/** Synchronizers, their runs (counts, skipped items) and the feed items each publication came from. */
export const synchronizersProjection: Projection = {
  name: 'synchronizers',
  tables: ['synchronizers', 'synchronizer_runs', 'synchronized_items'],
  handles: HANDLED,
  async apply(transaction, recorded: RecordedEvent) {
    const event = recorded as unknown as SynchronizerEvent;
    const at = new Date(recorded.metadata.occurredAt);
    switch (event.type) {
      case 'synchronizer.configured.v1':
        return configure(transaction, event, at);
      case 'synchronizer.sync_requested.v1':
        await transaction
          .updateTable('synchronizers')
          .set({ sync_requested: true })
          .where('owner_id', '=', event.data.ownerId)
          .execute();
        return;
      case 'synchronizer.run_started.v1':
        return startRun(transaction, event, at);
      case 'synchronizer.items_synced.v1':
        return recordItems(transaction, event);
      case 'synchronizer.run_completed.v1':
        return completeRun(transaction, event, at);
      case 'synchronizer.run_failed.v1':
      case 'synchronizer.run_postponed.v1':
        return endRunWithoutItems(transaction, event, at);
      case 'synchronizer.removals_approved.v1':
      case 'synchronizer.removals_rejected.v1':
      case 'synchronizer.removals_applied.v1':
      case 'synchronizer.removal_undone.v1':
        return changeRemovals(transaction, event);
      case 'synchronizer.deleted.v1':
        // Its items stay: a synchronizer configured again recognises the publications it made.
        await transaction.deleteFrom('synchronizer_runs').where('owner_id', '=', event.data.ownerId).execute();
        await transaction.deleteFrom('synchronizers').where('owner_id', '=', event.data.ownerId).execute();
        return;
      default: {
        const unexpected: never = event;
        throw new Error(`synchronizers projection cannot apply ${(unexpected as { type: string }).type}`);
      }
    }
  },
};
