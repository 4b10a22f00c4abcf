// A batch applied with its runs of created rows written together: a replay's batch holds hundreds
// of publications created one after another, and a statement each was most of a rebuild's time.
import type { RecordedEvent } from '@app/contracts';
import type { Transaction } from 'kysely';
import type { ReadModelTables } from '../tables.ts';

type Tx = Transaction<ReadModelTables>;

export interface CreatedRuns<Item> {
  /** The event type whose consecutive events make a run. */
  type: string;
  /** What the run files of one such event. */
  item(recorded: RecordedEvent): Item;
  /** Files a run together (called with none too). */
  file(transaction: Tx, items: readonly Item[]): Promise<void>;
  /** Applies any other event on its own. */
  applyOne(transaction: Tx, recorded: RecordedEvent): Promise<void>;
}

/**
 * Applies `events` in the log's order: any event outside a run first has the run before it filed,
 * so every event meets the rows the ones before it left.
 */
export async function applyInCreatedRuns<Item>(
  transaction: Tx,
  events: readonly RecordedEvent[],
  runs: CreatedRuns<Item>,
): Promise<void> {
  let run: Item[] = [];
  for (const recorded of events) {
    if (recorded.type === runs.type) {
      run.push(runs.item(recorded));
      continue;
    }
    await runs.file(transaction, run);
    run = [];
    await runs.applyOne(transaction, recorded);
  }
  await runs.file(transaction, run);
}
