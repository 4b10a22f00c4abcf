// The safe-sync rules, given / when / then over the synchronizer's events.
import type { SynchronizerEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../commands/domainError.ts';
import { evolveSynchronizer, initialSynchronizerState } from './synchronizer.ts';
import { type RunFindings, type SynchronizerCommand, synchronizerDecider } from './synchronizerDecider.ts';

const OWNER = 'owner';
const URL_SETTING = { type: 'json' as const, config: { url: 'https://tienda.example.com/feed.json' } };
const ids = (count: number, from = 1) => Array.from({ length: count }, (_, index) => `p${from + index}`);

const given = (events: SynchronizerEvent[]) => events.reduce(evolveSynchronizer, initialSynchronizerState);
function when(events: SynchronizerEvent[], command: SynchronizerCommand) {
  return synchronizerDecider.decide(command, given(events));
}
function then(events: SynchronizerEvent[], command: SynchronizerCommand): SynchronizerEvent[] {
  const decision = when(events, command);
  if (decision instanceof DomainError) throw decision;
  return [...events, ...decision];
}

const configured = (): SynchronizerEvent[] => then([], { type: 'configure', ownerId: OWNER, setting: URL_SETTING });

function findings(present: string[], published: string[], counts: Partial<RunFindings> = {}): RunFindings {
  return { created: 0, updated: 0, unchanged: present.length, skipped: [], present, published, ...counts };
}

/** A requested run, started and completed with these findings. */
function run(history: SynchronizerEvent[], runId: string, found: RunFindings): SynchronizerEvent[] {
  const requested = then(history, { type: 'requestSync', reason: 'manual' });
  const started = then(requested, { type: 'startRun', runId });
  return then(started, { type: 'completeRun', runId, findings: found });
}

const lastCompletion = (events: SynchronizerEvent[]) => {
  const last = events.at(-1)!;
  if (last.type !== 'synchronizer.run_completed.v1') throw new Error(`expected a completion, got ${last.type}`);
  return last.data;
};

const twentyPublished = () => run(configured(), 'r1', findings(ids(20), ids(20), { created: 20, unchanged: 0 }));

describe('synchronizer: configuring', () => {
  it('a new synchronizer is configured and a run is requested at once', () => {
    expect(when([], { type: 'configure', ownerId: OWNER, setting: URL_SETTING })).toEqual([
      { type: 'synchronizer.configured.v1', data: { ownerId: OWNER, ...URL_SETTING } },
      { type: 'synchronizer.sync_requested.v1', data: { ownerId: OWNER, reason: 'configured' } },
    ]);
  });

  it('saving the same setting again records nothing', () => {
    expect(when(configured(), { type: 'configure', ownerId: OWNER, setting: URL_SETTING })).toEqual([]);
  });

  it('marking a sync twice records one request', () => {
    const started = then(configured(), { type: 'startRun', runId: 'r1' });
    const marked = then(started, { type: 'requestSync', reason: 'manual' });
    expect(when(marked, { type: 'requestSync', reason: 'manual' })).toEqual([]);
  });

  it('a run cannot start without a request, and a run under way is resumed, not started again', () => {
    const started = then(configured(), { type: 'startRun', runId: 'r1' });
    expect(when(started, { type: 'startRun', runId: 'r2' })).toEqual([]);
    expect(when(twentyPublished(), { type: 'startRun', runId: 'r2' })).toBeInstanceOf(DomainError);
  });

  it("a finished run's facts are refused (a retried worker cannot complete it twice)", () => {
    const done = twentyPublished();
    expect(when(done, { type: 'completeRun', runId: 'r1', findings: findings([], []) })).toBeInstanceOf(DomainError);
  });

  it('a deleted synchronizer takes no commands but may be configured again', () => {
    const deleted = then(configured(), { type: 'delete' });
    expect(when(deleted, { type: 'requestSync', reason: 'manual' })).toBeInstanceOf(DomainError);
    expect(when(deleted, { type: 'configure', ownerId: OWNER, setting: URL_SETTING })).toHaveLength(2);
  });
});

describe('synchronizer: safe sync', () => {
  it('a failed run removes nothing and keeps the last good count', () => {
    const requested = then(twentyPublished(), { type: 'requestSync', reason: 'manual' });
    const started = then(requested, { type: 'startRun', runId: 'r2' });
    const failed = then(started, { type: 'failRun', runId: 'r2', reason: 'El servidor respondió con el estado 500.' });
    expect(failed.at(-1)).toMatchObject({ type: 'synchronizer.run_failed.v1' });
    const state = given(failed);
    expect(state.status === 'active' && state.synchronizer).toMatchObject({
      runningRunId: null,
      lastGoodItemCount: 20,
      toUnpublish: [],
      misses: {},
    });
  });

  it('an empty run removes nothing and holds every publication', () => {
    const empty = run(twentyPublished(), 'r2', findings([], ids(20)));
    expect(lastCompletion(empty)).toMatchObject({ outcome: 'empty', removed: [], held: ids(20), misses: {} });
  });

  it('a run with 50 % of the last good run applies nothing toward removal and holds the rest', () => {
    const half = run(twentyPublished(), 'r2', findings(ids(10), ids(20)));
    expect(lastCompletion(half)).toMatchObject({ outcome: 'partial', removed: [], held: ids(10, 11), misses: {} });
  });

  it('a run with 70 % of the last good run is good: the missing ones count a miss', () => {
    const seventy = run(twentyPublished(), 'r2', findings(ids(14), ids(20)));
    const misses = Object.fromEntries(ids(6, 15).map((id) => [id, 1]));
    expect(lastCompletion(seventy)).toMatchObject({ outcome: 'good', held: [], removed: [], misses });
  });

  it('a publication missing from 3 consecutive good runs is removed; a partial run in between does not count', () => {
    let history = twentyPublished();
    history = run(history, 'r2', findings(ids(19), ids(20)));
    history = run(history, 'r3', findings(ids(19), ids(20)));
    history = run(history, 'r4', findings(ids(5), ids(20)));
    expect(lastCompletion(history)).toMatchObject({ outcome: 'partial', removed: [], misses: { p20: 2 } });
    history = run(history, 'r5', findings(ids(19), ids(20)));
    expect(lastCompletion(history)).toMatchObject({ outcome: 'good', removed: ['p20'], misses: {} });
    const state = given(history);
    expect(state.status === 'active' && state.synchronizer.toUnpublish).toEqual(['p20']);
  });

  it('a publication back in the feed starts its misses over', () => {
    let history = run(twentyPublished(), 'r2', findings(ids(19), ids(20)));
    history = run(history, 'r3', findings(ids(20), ids(20)));
    expect(lastCompletion(history).misses).toEqual({});
  });

  it('removals are applied once unpublished, then restorable with Deshacer', () => {
    let history = twentyPublished();
    for (const runId of ['r2', 'r3', 'r4']) history = run(history, runId, findings(ids(19), ids(20)));
    history = then(history, { type: 'applyRemovals', publicationIds: ['p20'] });
    expect(when(history, { type: 'applyRemovals', publicationIds: ['p20'] })).toEqual([]);
    const restored = then(history, { type: 'undoRemoval', publicationId: 'p20' });
    expect(restored.at(-1)).toEqual({
      type: 'synchronizer.removal_undone.v1',
      data: { ownerId: OWNER, publicationId: 'p20' },
    });
    expect(when(restored, { type: 'undoRemoval', publicationId: 'p20' })).toBeInstanceOf(DomainError);
  });
});

describe('synchronizer: held removals', () => {
  const heldFifteen = () => run(twentyPublished(), 'r2', findings(ids(5), ids(20)));

  it('approving unpublishes every held publication', () => {
    const approved = then(heldFifteen(), { type: 'approveRemovals' });
    expect(approved.at(-1)).toEqual({
      type: 'synchronizer.removals_approved.v1',
      data: { ownerId: OWNER, publicationIds: ids(15, 6) },
    });
    const state = given(approved);
    expect(state.status === 'active' && state.synchronizer).toMatchObject({ held: [], toUnpublish: ids(15, 6) });
  });

  it('rejecting keeps them published and lets the next runs count again', () => {
    const rejected = then(heldFifteen(), { type: 'rejectRemovals' });
    const state = given(rejected);
    expect(state.status === 'active' && state.synchronizer).toMatchObject({ held: [], toUnpublish: [] });
    expect(when(rejected, { type: 'rejectRemovals' })).toBeInstanceOf(DomainError);
  });

  it('the next good run replaces the held list', () => {
    const next = run(heldFifteen(), 'r3', findings(ids(20), ids(20)));
    expect(lastCompletion(next)).toMatchObject({ outcome: 'good', held: [] });
  });
});
