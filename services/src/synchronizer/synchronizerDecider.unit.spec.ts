// The safe-sync rules, given / when / then over the synchronizer's events.
import type { SynchronizerEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../testing/deciderSpecification.ts';
import { type RunFindings, type SynchronizerCommand, synchronizerDecider } from './synchronizerDecider.ts';

const spec = DeciderSpecification.for(synchronizerDecider);
const OWNER = 'owner';
const URL_SETTING = { type: 'json' as const, config: { url: 'https://tienda.example.com/feed.json' } };
const ids = (count: number, from = 1) => Array.from({ length: count }, (_, index) => `p${from + index}`);

/** The history once the command's decided events happened (failing on a refusal). */
const after = (history: SynchronizerEvent[], command: SynchronizerCommand): SynchronizerEvent[] => [
  ...history,
  ...spec
    .given(...history)
    .when(command)
    .thenEvents(),
];

const configured = (): SynchronizerEvent[] => after([], { type: 'configure', ownerId: OWNER, setting: URL_SETTING });

function findings(present: string[], published: string[], counts: Partial<RunFindings> = {}): RunFindings {
  return { created: 0, updated: 0, unchanged: present.length, skipped: [], present, published, ...counts };
}

/** A run requested and started. */
const startedRun = (history: SynchronizerEvent[], runId: string) =>
  after(after(history, { type: 'requestSync', reason: 'manual' }), { type: 'startRun', runId });

/** A requested run, started and completed with these findings. */
const run = (history: SynchronizerEvent[], runId: string, found: RunFindings) =>
  after(startedRun(history, runId), { type: 'completeRun', runId, findings: found });

const lastCompletion = (events: SynchronizerEvent[]) => {
  const last = events.at(-1)!;
  if (last.type !== 'synchronizer.run_completed.v1') throw new Error(`expected a completion, got ${last.type}`);
  return last.data;
};

const twentyPublished = () => run(configured(), 'r1', findings(ids(20), ids(20), { created: 20, unchanged: 0 }));

describe('synchronizer: configuring', () => {
  it('a new synchronizer is configured and a run is requested at once', () => {
    spec
      .given()
      .when({ type: 'configure', ownerId: OWNER, setting: URL_SETTING })
      .thenDecides([
        { type: 'synchronizer.configured.v1', data: { ownerId: OWNER, ...URL_SETTING } },
        { type: 'synchronizer.sync_requested.v1', data: { ownerId: OWNER, reason: 'configured' } },
      ]);
  });

  it('saving the same setting again records nothing', () => {
    spec
      .given(...configured())
      .when({ type: 'configure', ownerId: OWNER, setting: URL_SETTING })
      .thenNothing();
  });

  it('marking a sync twice records one request', () => {
    const started = after(configured(), { type: 'startRun', runId: 'r1' });
    const marked = after(started, { type: 'requestSync', reason: 'manual' });
    spec
      .given(...marked)
      .when({ type: 'requestSync', reason: 'manual' })
      .thenNothing();
  });

  it('a run cannot start without a request, and a run under way is resumed, not started again', () => {
    const started = after(configured(), { type: 'startRun', runId: 'r1' });
    spec
      .given(...started)
      .when({ type: 'startRun', runId: 'r2' })
      .thenNothing();
    spec
      .given(...twentyPublished())
      .when({ type: 'startRun', runId: 'r2' })
      .thenRefuses('conflict');
  });

  it("a finished run's facts are refused (a retried worker cannot complete it twice)", () => {
    spec
      .given(...twentyPublished())
      .when({ type: 'completeRun', runId: 'r1', findings: findings([], []) })
      .thenRefuses('conflict');
  });

  it('a deleted synchronizer takes no commands but may be configured again', () => {
    const deleted = after(configured(), { type: 'delete' });
    spec
      .given(...deleted)
      .when({ type: 'requestSync', reason: 'manual' })
      .thenRefuses('not_found', 'No tenés una sincronización configurada.');
    const configuredAgain = spec
      .given(...deleted)
      .when({ type: 'configure', ownerId: OWNER, setting: URL_SETTING })
      .thenEvents();
    expect(configuredAgain).toHaveLength(2);
  });
});

describe('synchronizer: safe sync', () => {
  it('a failed run removes nothing and keeps the last good count', () => {
    const failing = spec
      .given(...startedRun(twentyPublished(), 'r2'))
      .when({ type: 'failRun', runId: 'r2', reason: 'El servidor respondió con el estado 500.' });
    expect(failing.thenEvents().at(-1)).toMatchObject({ type: 'synchronizer.run_failed.v1' });
    const state = failing.thenState();
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
    const completing = spec
      .given(...startedRun(history, 'r5'))
      .when({ type: 'completeRun', runId: 'r5', findings: findings(ids(19), ids(20)) });
    expect(lastCompletion(completing.thenEvents())).toMatchObject({ outcome: 'good', removed: ['p20'], misses: {} });
    const state = completing.thenState();
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
    history = after(history, { type: 'applyRemovals', publicationIds: ['p20'] });
    spec
      .given(...history)
      .when({ type: 'applyRemovals', publicationIds: ['p20'] })
      .thenNothing();
    const undo: SynchronizerCommand = { type: 'undoRemoval', publicationId: 'p20' };
    spec
      .given(...history)
      .when(undo)
      .thenDecides([{ type: 'synchronizer.removal_undone.v1', data: { ownerId: OWNER, publicationId: 'p20' } }]);
    spec
      .given(...after(history, undo))
      .when(undo)
      .thenRefusesField('publication_id', 'La publicación no fue quitada por la sincronización.');
  });
});

describe('synchronizer: held removals', () => {
  const heldFifteen = () => run(twentyPublished(), 'r2', findings(ids(5), ids(20)));

  it('approving unpublishes every held publication', () => {
    const approving = spec.given(...heldFifteen()).when({ type: 'approveRemovals' });
    approving.thenDecides([
      { type: 'synchronizer.removals_approved.v1', data: { ownerId: OWNER, publicationIds: ids(15, 6) } },
    ]);
    const state = approving.thenState();
    expect(state.status === 'active' && state.synchronizer).toMatchObject({ held: [], toUnpublish: ids(15, 6) });
  });

  it('rejecting keeps them published and lets the next runs count again', () => {
    const rejecting = spec.given(...heldFifteen()).when({ type: 'rejectRemovals' });
    const state = rejecting.thenState();
    expect(state.status === 'active' && state.synchronizer).toMatchObject({ held: [], toUnpublish: [] });
    spec
      .given(...heldFifteen(), ...rejecting.thenEvents())
      .when({ type: 'rejectRemovals' })
      .thenRefusesField('held', 'No hay publicaciones pendientes de quitar.');
  });

  it('the next good run replaces the held list', () => {
    const next = run(heldFifteen(), 'r3', findings(ids(20), ids(20)));
    expect(lastCompletion(next)).toMatchObject({ outcome: 'good', held: [] });
  });
});
