// The statistics benchmark (issue #24): over a generated log (statisticsLog.ts), rebuilding the
// statistics projection from the first event, reports of every source type for a 90-day range,
// and the analysts' export, which replays the whole log again into a scratch schema.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { argentineDay, type StatisticSourceType, shiftDay } from '@app/contracts';
import { type EventToAppend, PostgresEventStore } from '@app/eventstore';
import {
  connectReadModels,
  migrateReadModels,
  ProjectionRunner,
  projectionNamed,
  type ReadModelDatabase,
  resetProjection,
  statisticsProjection,
} from '@app/projections';
import { exportSource, sourceReport } from '@app/services';
import { sql } from 'kysely';
import { type LatencySummary, summarizeLatencies } from './percentiles.ts';
import {
  generateStatisticsLog,
  groupId,
  LOG_DAYS,
  micrositeId,
  type StatisticsLogPlan,
  statisticsLogPlan,
  userId,
} from './statisticsLog.ts';

export interface StatisticsResults {
  plan: StatisticsLogPlan;
  appendSeconds: number;
  decisionsInLog: number;
  replay: { events: number; seconds: number; eventsPerSecond: number };
  reports: Record<StatisticSourceType, LatencySummary>;
  export: { events: number; rows: number; seconds: number; source: string };
}

const EVENTS_PER_APPEND = 2_000;
const REPORTS_PER_SOURCE = 5;
const SOURCES_PER_TYPE = 20;
const REPLAY_TIMEOUT_MS = 30 * 60_000;

export async function runStatisticsBenchmark(
  url: string,
  log: (line: string) => void,
  events: number,
): Promise<StatisticsResults> {
  const plan = statisticsLogPlan(events);
  const store = await PostgresEventStore.connect({ connectionString: url, poolSize: 2 });
  const db = connectReadModels(url, 4);
  try {
    await migrateReadModels(db);
    log(`bench: statistics: appending ${events.toLocaleString('en-US')} generated events...`);
    const now = Date.now();
    const appendStarted = performance.now();
    await appendLog(store, generateStatisticsLog(plan, now));
    const appendSeconds = (performance.now() - appendStarted) / 1000;
    const decisionsInLog = await countDecisions(db);
    log(`bench: statistics: appended in ${appendSeconds.toFixed(1)} s; projecting the users (not timed)...`);
    await projectUsers(url, store, db);
    log('bench: statistics: replaying the statistics projection...');
    const replay = await replayStatistics(url, store, db);
    log(`bench: statistics: replayed in ${replay.seconds.toFixed(1)} s; reports over ${LOG_DAYS} days...`);
    const reports = await measureReports(db, new Date(now), plan);
    log('bench: statistics: exporting the busiest microsite...');
    const exported = await measureExport(url, store, db, new Date(now));
    return { plan, appendSeconds, decisionsInLog, replay, reports, export: exported };
  } finally {
    await db.destroy();
    await store.close();
  }
}

async function appendLog(store: PostgresEventStore, events: Generator<EventToAppend>): Promise<void> {
  let chunk: EventToAppend[] = [];
  let appended = 0;
  for (const event of events) {
    chunk.push(event);
    if (chunk.length === EVENTS_PER_APPEND) {
      await store.append(`bench_statistics-${appended++}`, chunk, 'no_stream');
      chunk = [];
    }
  }
  if (chunk.length > 0) await store.append(`bench_statistics-${appended}`, chunk, 'no_stream');
}

async function countDecisions(db: ReadModelDatabase): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM events WHERE type = 'search.decision_made.v1'`.execute(db);
  return rows[0]!.count;
}

/** The `users` read model, so the reports' rankings find the people by name as on a live platform. */
async function projectUsers(url: string, store: PostgresEventStore, db: ReadModelDatabase): Promise<void> {
  const runner = new ProjectionRunner([projectionNamed('users')!], store, db, { connectionString: url });
  try {
    await runner.start();
    if (!(await runner.waitFor(await store.lastCommitCheckpoint(), REPLAY_TIMEOUT_MS))) {
      throw new Error('the users projection did not finish');
    }
  } finally {
    await runner.stop();
  }
}

/** What `npm run replay -- statistics` does: reset, then the projection's worker applies the whole log. */
async function replayStatistics(url: string, store: PostgresEventStore, db: ReadModelDatabase) {
  const runner = new ProjectionRunner([statisticsProjection], store, db, { connectionString: url });
  try {
    await resetProjection(db, statisticsProjection);
    const lastCommit = await store.lastCommitCheckpoint();
    const started = performance.now();
    await runner.start();
    if (!(await runner.waitFor(lastCommit, REPLAY_TIMEOUT_MS))) throw new Error('the statistics replay did not finish');
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM events`.execute(db);
    const events = rows[0]!.count;
    return { events, seconds, eventsPerSecond: events / seconds };
  } finally {
    await runner.stop();
  }
}

function sourcesOf(type: StatisticSourceType, plan: StatisticsLogPlan): string[] {
  const count = { user: Math.round(plan.users / 5), group: plan.groups, microsite: plan.microsites }[type];
  const idOf = { user: userId, group: groupId, microsite: micrositeId }[type];
  return Array.from({ length: Math.min(count, SOURCES_PER_TYPE) }, (_, index) =>
    idOf(Math.floor((index * count) / Math.min(count, SOURCES_PER_TYPE))),
  );
}

async function measureReports(db: ReadModelDatabase, now: Date, plan: StatisticsLogPlan) {
  const to = argentineDay(now);
  const range = { from: shiftDay(to, 1 - LOG_DAYS), to, days: LOG_DAYS };
  const reports = {} as Record<StatisticSourceType, LatencySummary>;
  for (const type of ['user', 'group', 'microsite'] as const) {
    const samples: number[] = [];
    const ids = sourcesOf(type, plan);
    await sourceReport(db, { source: { type, id: ids[0]!, name: type }, range });
    for (let round = 0; round < REPORTS_PER_SOURCE; round++) {
      for (const id of ids) {
        const started = performance.now();
        await sourceReport(db, { source: { type, id, name: type }, range });
        samples.push(performance.now() - started);
      }
    }
    reports[type] = summarizeLatencies(samples);
  }
  return reports;
}

async function measureExport(url: string, store: PostgresEventStore, db: ReadModelDatabase, now: Date) {
  const to = argentineDay(now);
  const busiest = await sql<{ id: string }>`
    SELECT source_id AS id FROM statistics_facts WHERE source_type = 'microsite' AND metric = 'publication_liked'
    GROUP BY source_id ORDER BY sum(events) DESC LIMIT 1`.execute(db);
  const id = busiest.rows[0]?.id ?? micrositeId(0);
  const out = await mkdtemp(path.join(tmpdir(), 'bench-statistics-'));
  try {
    const request = {
      from: shiftDay(to, 1 - LOG_DAYS),
      to,
      source: { type: 'microsite' as const, id },
      out,
    };
    const result = await exportSource(
      request,
      { ...request.source, name: 'bench' },
      {
        store,
        db,
        connectionString: url,
      },
    );
    return {
      events: result.eventsReplayed,
      rows: result.decisions,
      seconds: result.seconds,
      source: `microsite:${id}`,
    };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
