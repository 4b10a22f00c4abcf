// The analysts' export (issue #24): the log replayed from its first event into a scratch schema
// (scratchSchema.ts) by the same statistics projection the live read models use, while each
// decision about the source streams out as a CSV row; then the report of the range, computed from
// the scratch tables, as CSV beside it. The live read models are never written.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  type Checkpoint,
  compareCheckpoints,
  daysBetween,
  LOG_START,
  type RecordedEvent,
  type Report,
  type StatisticSource,
} from '@app/contracts';
import type { EventStore } from '@app/eventstore';
import { BatchApplier, type ReadModelDatabase, statisticsProjection } from '@app/projections';
import { sourceReport } from '../queries/reportQuery.ts';
import { sourceName } from '../sourceAccess.ts';
import { CsvFile } from './csvFile.ts';
import { DECISION_COLUMNS, DecisionLedger } from './decisionLedger.ts';
import { ExportArgumentError, type ExportArguments } from './exportArguments.ts';
import { writeRanking, writeReport } from './reportCsv.ts';
import { withScratchSchema } from './scratchSchema.ts';

/** Events read from the log and applied in one transaction. */
const BATCH = 5_000;

export interface ExportResult {
  files: { report: string; ranking: string; decisions: string };
  eventsReplayed: number;
  decisions: number;
  seconds: number;
  report: Report;
}

export interface ExportParts {
  store: EventStore;
  /** The live read models: read for the source's name and users' names, never written. */
  db: ReadModelDatabase;
  connectionString: string;
  /** Told how far the replay got, now and then. */
  progress?: (eventsReplayed: number) => void;
}

export async function exportStatistics(request: ExportArguments, parts: ExportParts): Promise<ExportResult> {
  const name = await sourceName(parts.db, request.source.type, request.source.id);
  if (name === undefined) {
    throw new ExportArgumentError(`No existe la fuente ${request.source.type}:${request.source.id}.`);
  }
  return exportSource(request, { ...request.source, name }, parts);
}

/** The export of a source already named (the benchmark's sources have no rows to name them by). */
export async function exportSource(
  request: ExportArguments,
  source: StatisticSource,
  parts: ExportParts,
): Promise<ExportResult> {
  const started = performance.now();
  await mkdir(request.out, { recursive: true });
  const base = path.join(request.out, `statistics-${source.type}-${source.id}-${request.from}-${request.to}`);
  const files = { report: `${base}.report.csv`, ranking: `${base}.ranking.csv`, decisions: `${base}.decisions.csv` };

  return withScratchSchema(parts.db, parts.connectionString, async (scratch) => {
    const decisions = new CsvFile(files.decisions, DECISION_COLUMNS);
    const ledger = new DecisionLedger({ source, from: request.from, to: request.to });
    const applier = new BatchApplier(statisticsProjection, parts.connectionString, true, scratch.searchPath);
    let eventsReplayed = 0;
    try {
      for await (const events of logUpToHead(parts.store)) {
        await applier.apply(events.batch, events.after);
        for (const event of events.batch) {
          const row = ledger.observe(event);
          if (row) await decisions.write(DECISION_COLUMNS.map((column) => row[column]));
        }
        eventsReplayed += events.batch.length;
        parts.progress?.(eventsReplayed);
      }
    } finally {
      await applier.destroy();
      await decisions.close();
    }
    const range = { from: request.from, to: request.to, days: daysBetween(request.from, request.to) };
    const report = await sourceReport(scratch.db, { source, range });
    await writeReport(files.report, report);
    await writeRanking(files.ranking, report);
    const seconds = (performance.now() - started) / 1000;
    return { files, eventsReplayed, decisions: decisions.rows, seconds, report };
  });
}

/**
 * The log in batches, from its first event to the newest one when the export began; the next batch
 * is read while the caller applies this one.
 */
async function* logUpToHead(store: EventStore): AsyncGenerator<{ batch: readonly RecordedEvent[]; after: Checkpoint }> {
  const head = await store.headCheckpoint();
  let after = LOG_START;
  let reading = store.readAll(after, BATCH);
  while (compareCheckpoints(after, head) < 0) {
    const batch = (await reading).filter((event) => compareCheckpoints(event.checkpoint, head) <= 0);
    if (batch.length === 0) return;
    const from = after;
    after = batch[batch.length - 1]!.checkpoint;
    if (compareCheckpoints(after, head) < 0) {
      reading = store.readAll(after, BATCH);
      // Awaited on the next turn; a failure then is the export's, not an unhandled rejection.
      reading.catch(() => {});
    }
    yield { batch, after: from };
  }
}
