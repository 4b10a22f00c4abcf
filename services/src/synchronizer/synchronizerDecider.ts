// What may happen to a seller's synchronizer, and the safe-sync rules: a run that is empty, or
// under 70 % of the last good run's items, removes nothing and holds its removals for the seller;
// a publication missing from 3 consecutive good runs is removed (unpublished, restorable).
import {
  ERROR_MESSAGES,
  MISSES_BEFORE_REMOVAL,
  type RunOutcome,
  SAFE_RUN_SHARE,
  type SkippedItem,
  type StoredSynchronizerSetting,
  SYNCHRONIZER_MESSAGES,
  type SyncedItem,
  type SynchronizerEvent,
  type SyncRequestReason,
} from '@app/contracts';
import type { Decider } from '../commands/index.ts';
import { DomainError } from '../commands/index.ts';
import {
  evolveSynchronizer,
  initialSynchronizerState,
  type SynchronizerRecord,
  type SynchronizerState,
} from './synchronizer.ts';

/** What a run found: counts, and which synchronized publications the feed listed. */
export interface RunFindings {
  created: number;
  updated: number;
  unchanged: number;
  skipped: SkippedItem[];
  /** Publications the feed's valid items matched or created. */
  present: string[];
  /** The owner's synchronized publications published before the run. */
  published: string[];
}

export type SynchronizerCommand =
  | { type: 'configure'; ownerId: string; setting: StoredSynchronizerSetting }
  | { type: 'requestSync'; reason: SyncRequestReason }
  | { type: 'startRun'; runId: string }
  | { type: 'recordItems'; runId: string; items: SyncedItem[] }
  | { type: 'completeRun'; runId: string; findings: RunFindings }
  | { type: 'failRun'; runId: string; reason: string }
  | { type: 'postponeRun'; runId: string; reason: string }
  | { type: 'approveRemovals' }
  | { type: 'rejectRemovals' }
  | { type: 'applyRemovals'; publicationIds: string[] }
  | { type: 'undoRemoval'; publicationId: string }
  | { type: 'delete' };

type Decision = readonly SynchronizerEvent[] | DomainError;

function configure(command: Extract<SynchronizerCommand, { type: 'configure' }>, state: SynchronizerState): Decision {
  const { ownerId, setting } = command;
  const configured: SynchronizerEvent = { type: 'synchronizer.configured.v1', data: { ownerId, ...setting } };
  const requested: SynchronizerEvent = {
    type: 'synchronizer.sync_requested.v1',
    data: { ownerId, reason: 'configured' },
  };
  if (state.status !== 'active') return [configured, requested];
  const { synchronizer } = state;
  if (JSON.stringify(synchronizer.setting) === JSON.stringify(setting)) return [];
  return synchronizer.syncRequested ? [configured] : [configured, requested];
}

/** Empty and partial runs are told apart from good ones by the valid items they brought. */
export function runOutcome(itemCount: number, lastGoodItemCount: number | null): RunOutcome {
  if (itemCount === 0) return 'empty';
  if (lastGoodItemCount !== null && itemCount < lastGoodItemCount * SAFE_RUN_SHARE) return 'partial';
  return 'good';
}

function completeRun(findings: RunFindings, runId: string, record: SynchronizerRecord): SynchronizerEvent {
  const present = new Set(findings.present);
  const pending = new Set(record.toUnpublish);
  const absent = findings.published.filter((id) => !present.has(id) && !pending.has(id));
  const outcome = runOutcome(present.size, record.lastGoodItemCount);
  const misses: Record<string, number> = {};
  const removed: string[] = [];
  if (outcome === 'good') {
    for (const id of absent) {
      const count = (record.misses[id] ?? 0) + 1;
      if (count >= MISSES_BEFORE_REMOVAL) removed.push(id);
      else misses[id] = count;
    }
  } else {
    for (const id of absent) if (record.misses[id] !== undefined) misses[id] = record.misses[id];
  }
  const { created, updated, unchanged, skipped } = findings;
  const data = {
    ownerId: record.ownerId,
    runId,
    outcome,
    itemCount: present.size,
    ...{ created, updated, unchanged, skipped },
    misses,
    removed,
    held: outcome === 'good' ? [] : absent,
    returned: record.removed.filter((id) => present.has(id)),
  };
  return { type: 'synchronizer.run_completed.v1', data };
}

/** A run's facts belong to the run under way, and to no other. */
function runFact(command: Extract<SynchronizerCommand, { runId: string }>, record: SynchronizerRecord): Decision {
  if (command.type === 'startRun') return [];
  if (record.runningRunId !== command.runId) return new DomainError('conflict', ERROR_MESSAGES.conflict);
  const { ownerId } = record;
  const { runId } = command;
  switch (command.type) {
    case 'recordItems':
      return [{ type: 'synchronizer.items_synced.v1', data: { ownerId, runId, items: command.items } }];
    case 'completeRun':
      return [completeRun(command.findings, runId, record)];
    case 'failRun':
      return [{ type: 'synchronizer.run_failed.v1', data: { ownerId, runId, reason: command.reason } }];
    case 'postponeRun':
      return [{ type: 'synchronizer.run_postponed.v1', data: { ownerId, runId, reason: command.reason } }];
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}

function startRun(runId: string, record: SynchronizerRecord): Decision {
  // A run already under way is resumed by its id, never started twice.
  if (record.runningRunId !== null) return [];
  if (!record.syncRequested) return new DomainError('conflict', ERROR_MESSAGES.conflict);
  return [{ type: 'synchronizer.run_started.v1', data: { ownerId: record.ownerId, runId } }];
}

function decideOnActive(command: Exclude<SynchronizerCommand, { type: 'configure' }>, record: SynchronizerRecord) {
  const { ownerId } = record;
  switch (command.type) {
    case 'requestSync':
      if (record.syncRequested) return [];
      return [{ type: 'synchronizer.sync_requested.v1', data: { ownerId, reason: command.reason } }];
    case 'startRun':
      return startRun(command.runId, record);
    case 'recordItems':
    case 'completeRun':
    case 'failRun':
    case 'postponeRun':
      return runFact(command, record);
    default:
      return decideRemovals(command, record);
  }
}

function decideRemovals(
  command: Extract<
    SynchronizerCommand,
    { type: 'approveRemovals' | 'rejectRemovals' | 'applyRemovals' | 'undoRemoval' | 'delete' }
  >,
  record: SynchronizerRecord,
): Decision {
  const { ownerId, held } = record;
  const nothingHeld = DomainError.invalidField('held', SYNCHRONIZER_MESSAGES.nothingHeld);
  switch (command.type) {
    case 'approveRemovals':
      if (held.length === 0) return nothingHeld;
      return [{ type: 'synchronizer.removals_approved.v1', data: { ownerId, publicationIds: held } }];
    case 'rejectRemovals':
      if (held.length === 0) return nothingHeld;
      return [{ type: 'synchronizer.removals_rejected.v1', data: { ownerId, publicationIds: held } }];
    case 'applyRemovals': {
      const publicationIds = command.publicationIds.filter((id) => record.toUnpublish.includes(id));
      if (publicationIds.length === 0) return [];
      return [{ type: 'synchronizer.removals_applied.v1', data: { ownerId, publicationIds } }];
    }
    case 'undoRemoval':
      if (!record.removed.includes(command.publicationId)) {
        return DomainError.invalidField('publication_id', SYNCHRONIZER_MESSAGES.notRemoved);
      }
      return [{ type: 'synchronizer.removal_undone.v1', data: { ownerId, publicationId: command.publicationId } }];
    case 'delete':
      return [{ type: 'synchronizer.deleted.v1', data: { ownerId } }];
    default: {
      const unexpected: never = command;
      return unexpected;
    }
  }
}

export const synchronizerDecider: Decider<SynchronizerCommand, SynchronizerEvent, SynchronizerState> = {
  initialState: initialSynchronizerState,
  evolve: evolveSynchronizer,
  decide(command, state): Decision {
    if (command.type === 'configure') return configure(command, state);
    if (state.status !== 'active') return new DomainError('not_found', SYNCHRONIZER_MESSAGES.notConfigured);
    return decideOnActive(command, state.synchronizer) as Decision;
  },
};
