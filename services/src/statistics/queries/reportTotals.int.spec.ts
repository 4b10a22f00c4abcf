// A group's and a microsite's totals come from the people and subjects kept per day, and their
// days are kept by addition (projections/src/statistics/dailyWrites.ts); a user's are counted from
// its facts. Over a generated log replayed in batches of 7, every report must give exactly what
// counting the facts gives.
import {
  argentineDay,
  type Checkpoint,
  daysBetween,
  FUNNEL_STAGES,
  LOG_START,
  REPORT_LISTS,
  type Report,
  type StatisticMetric,
  type StatisticSourceType,
  shiftDay,
} from '@app/contracts';
import { createTestDatabase } from '@app/database';
import { PostgresEventStore } from '@app/eventstore';
import {
  BatchApplier,
  connectReadModels,
  migrateReadModels,
  type ReadModelDatabase,
  resetProjection,
  statisticsProjection,
} from '@app/projections';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GeneratedLogShape, generateStatisticsLog } from '../testing/generatedStatisticsLog.ts';
import { sourceReport } from './reportQuery.ts';

const DAYS = 5;
const ENDS_AT = new Date('2026-11-20T15:00:00Z');
const LAST_DAY = argentineDay(ENDS_AT);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let store: PostgresEventStore;
let db: ReadModelDatabase;
let log: GeneratedLogShape;

async function replayInBatchesOf(size: number) {
  await resetProjection(db, statisticsProjection);
  const applier = new BatchApplier(statisticsProjection, database.url);
  try {
    let after: Checkpoint = LOG_START;
    for (let batch = await store.readAll(after, size); batch.length > 0; batch = await store.readAll(after, size)) {
      await applier.apply(batch, after);
      after = batch[batch.length - 1]!.checkpoint;
    }
  } finally {
    await applier.destroy();
  }
}

beforeAll(async () => {
  database = await createTestDatabase('reporttotals');
  store = await PostgresEventStore.connect({ connectionString: database.url, poolSize: 2 });
  db = connectReadModels(database.url, 4);
  await migrateReadModels(db);
  log = generateStatisticsLog(40, ENDS_AT, DAYS);
  for (let start = 0; start < log.events.length; start += 500) {
    await store.append(`statistics-spec-${start}`, log.events.slice(start, start + 500), 'no_stream');
  }
  await replayInBatchesOf(7);
});

afterAll(async () => {
  await db.destroy();
  await store.close();
  await database.drop();
});

interface Counted {
  metric: StatisticMetric;
  day: string | null;
  people: number;
  events: number;
  items: number;
}

/** The reports' former computation: every figure counted over the facts themselves. */
async function countedFromFacts(type: StatisticSourceType, id: string, from: string, to: string) {
  const { rows } = await sql<Counted>`
    SELECT metric, day, count(DISTINCT person_key)::int AS people, sum(events)::int AS events,
      count(DISTINCT subject_id)::int AS items
    FROM statistics_facts WHERE source_type = ${type} AND source_id = ${id} AND day BETWEEN ${from} AND ${to}
    GROUP BY GROUPING SETS ((metric, day), (metric))`.execute(db);
  const count = (metric: StatisticMetric, day: string | null) => {
    const row = rows.find((candidate) => candidate.metric === metric && candidate.day === day);
    return { people: row?.people ?? 0, events: row?.events ?? 0, items: row?.items ?? 0 };
  };
  return count;
}

function figuresOf(report: Report) {
  return {
    lists: report.lists.map((list) => ({ key: list.key, total: list.total, series: list.series })),
    stages: report.funnel.stages.map(({ stage, people, events, items }) => ({ stage, people, events, items })),
  };
}

const metricOf = (key: string) => REPORT_LISTS.find((list) => list.key === key)!.metric;

async function expectReportCountedFromFacts(type: StatisticSourceType, id: string, from: string, to: string) {
  const range = { from, to, days: daysBetween(from, to) };
  const report = await sourceReport(db, { source: { type, id, name: type }, range });
  const count = await countedFromFacts(type, id, from, to);
  const { lists, stages } = figuresOf(report);
  expect(lists).toEqual(
    lists.map(({ key, series }) => ({
      key,
      total: count(metricOf(key), null),
      series: series.map(({ day }) => ({ day, ...count(metricOf(key), day) })),
    })),
  );
  expect(stages).toEqual(
    stages.map(({ stage }) => ({
      stage,
      ...count(FUNNEL_STAGES.find((known) => known.stage === stage)!.metric, null),
    })),
  );
  return report;
}

describe('report totals kept per day', () => {
  it('gives every source, over every range, the figures counted from the facts', async () => {
    const first = shiftDay(LAST_DAY, 1 - DAYS);
    const ranges = [
      [first, LAST_DAY],
      [shiftDay(first, 1), shiftDay(first, 2)],
      ...Array.from({ length: DAYS }, (_, index) => [shiftDay(first, index), shiftDay(first, index)]),
    ] as const;
    const sources = [
      ...log.sellers.map((id) => ['user', id] as const),
      ...log.groups.map((id) => ['group', id] as const),
      ...log.microsites.map((id) => ['microsite', id] as const),
    ];
    let people = 0;
    for (const [type, id] of sources) {
      for (const [from, to] of ranges) {
        const report = await expectReportCountedFromFacts(type, id, from, to);
        people += report.funnel.stages[0]!.people;
      }
    }
    expect(people).toBeGreaterThan(50);
  });

  it('keeps each day’s counts equal to the facts’, replayed in batches of 7 or at once', async () => {
    const tables = async () => ({
      daily: (await sql`SELECT * FROM statistics_daily ORDER BY 1, 2, 3, 4`.execute(db)).rows,
      people: (await sql`SELECT * FROM statistics_daily_people ORDER BY 1, 2, 3, 4, 5`.execute(db)).rows,
      subjects: (await sql`SELECT * FROM statistics_daily_subjects ORDER BY 1, 2, 3, 4, 5`.execute(db)).rows,
    });
    const { rows: recounted } = await sql`
      SELECT source_type, source_id, metric, day, count(DISTINCT person_key)::int AS people,
        sum(events)::int AS events, count(DISTINCT subject_id)::int AS items
      FROM statistics_facts WHERE source_type <> 'user' GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`.execute(db);
    const { rows: peopleOfScopes } = await sql`
      SELECT DISTINCT source_type, source_id, metric, day, person_key FROM statistics_facts
      WHERE source_type <> 'user' ORDER BY 1, 2, 3, 4, 5`.execute(db);
    const inBatchesOf7 = await tables();
    expect(inBatchesOf7.daily).toEqual(recounted);
    expect(inBatchesOf7.people).toEqual(peopleOfScopes);
    expect(inBatchesOf7.people.length).toBeGreaterThan(50);
    await replayInBatchesOf(5_000);
    expect(await tables()).toEqual(inBatchesOf7);
  });
});
