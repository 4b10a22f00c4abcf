// Statistics as a projection of the log (SPEC.md section 3, "Statistics report lists", and the
// funnel of issue #24): every count can be rebuilt with `npm run replay -- statistics`. A batch is
// applied at once: its rows read in one query per table, its events folded in memory in log order,
// its facts and state written with one statement per table (a replay of 1,000,000 events went from
// hours to about a minute; docs/statistics.md).
import type { RecordedEvent } from '@app/contracts';
import type { Projection } from '../runner/projection.ts';
import { foldBatch } from './batchFold.ts';
import { loadBatchState } from './batchState.ts';
import { writeBatchState } from './batchWrites.ts';
import { FactTally, type Tx } from './factWrites.ts';
import { HANDLED } from './handledEvents.ts';

async function applyBatch(transaction: Tx, events: readonly RecordedEvent[]): Promise<void> {
  const state = await loadBatchState(transaction, events);
  const tally = new FactTally();
  foldBatch(state, tally, events);
  await writeBatchState(transaction, state, tally);
}

/** Facts for the reports and the funnel (projection `statistics`). */
export const statisticsProjection: Projection = {
  name: 'statistics',
  urgency: 'background',
  tables: [
    'statistics_facts',
    'statistics_daily',
    'statistics_daily_people',
    'statistics_daily_subjects',
    'statistics_searches',
    'statistics_publications',
    'statistics_likes',
    'statistics_leads',
  ],
  handles: HANDLED,
  // Each batch costs a handful of round trips whatever its size: a replay goes in large steps.
  batchSize: 5_000,
  apply: (transaction, event) => applyBatch(transaction, [event]),
  applyBatch,
};
