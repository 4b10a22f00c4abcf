// A run's line in the seller's history says what it did, or why it did nothing.
import type { SynchronizerRun } from '@app/contracts/synchronizer/api';
import { describe, expect, it } from 'vitest';
import { runSummary } from './runOutcome.ts';

const run = (changes: Partial<SynchronizerRun>): SynchronizerRun => ({
  id: '5f0c1a4e-3b5d-4c1e-9a7e-2d6b8f1c0a11',
  started_at: '2026-11-25T12:00:00Z',
  finished_at: '2026-11-25T12:01:00Z',
  outcome: 'good',
  reason: null,
  item_count: 20,
  created: 0,
  updated: 0,
  unchanged: 0,
  removed: 0,
  held: 0,
  skipped: [],
  ...changes,
});

describe('runSummary', () => {
  it('counts what a good run did, in singular and plural', () => {
    expect(runSummary(run({ created: 12, updated: 1, unchanged: 7 }))).toBe('12 nuevas, 1 actualizada, 7 sin cambios');
  });

  it('adds removals, held removals and items with errors only when there are some', () => {
    const partial = run({ outcome: 'partial', unchanged: 5, held: 15, skipped: [{ item: 'A', reason: 'x' }] });
    expect(runSummary(partial)).toBe('0 nuevas, 0 actualizadas, 5 sin cambios, 15 retenidas, 1 con errores');
  });

  it('tells a failed or postponed run by its reason', () => {
    expect(runSummary(run({ outcome: 'failed', reason: 'El servidor respondió con el estado 500.' }))).toBe(
      'El servidor respondió con el estado 500.',
    );
  });
});
