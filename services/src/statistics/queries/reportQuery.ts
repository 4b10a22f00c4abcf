// One source's report over a range of days: the lists of SPEC.md section 3 as daily series and
// totals, the funnel, the success rate and the ranked people. Distinct people beside raw events.
import {
  FUNNEL_STAGES,
  REPORT_LISTS,
  REPORT_LISTS_BY_SOURCE,
  type Report,
  type ReportList,
  type StatisticCount,
  type StatisticMetric,
  shiftDay,
} from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';
import { funnelLeads } from './funnelLeads.ts';
import { rankedUsers } from './rankedUsers.ts';
import type { ReportScope } from './reportScope.ts';

interface CountRow {
  metric: StatisticMetric;
  /** null: the metric's total over the range. */
  day: string | null;
  people: number;
  events: number;
  items: number;
}

/**
 * A group's or a microsite's totals: events added up from the days, distinct people and subjects
 * counted over the one row per person (subject) and day kept for them, not over every fact (a
 * microsite's sellers are many sources at once: 531.9 ms p95 at 1,000,000 events counting the facts).
 * Each count is made once (MATERIALIZED): expecting one row each before the tables are analyzed,
 * Postgres would otherwise count the people again for every metric.
 */
const scopeTotals = (inRange: RawBuilder<unknown>) => sql<CountRow>`
  WITH events AS MATERIALIZED (
      SELECT metric, sum(events) AS events FROM statistics_daily WHERE ${inRange} GROUP BY metric),
    people AS MATERIALIZED (
      SELECT metric, count(*) AS people
      FROM (SELECT DISTINCT metric, person_key FROM statistics_daily_people WHERE ${inRange}) k GROUP BY metric),
    subjects AS MATERIALIZED (
      SELECT metric, count(*) AS items
      FROM (SELECT DISTINCT metric, subject_id FROM statistics_daily_subjects WHERE ${inRange}) k GROUP BY metric)
  SELECT metric, NULL AS day, coalesce(people.people, 0)::int AS people, events.events::int AS events,
    coalesce(subjects.items, 0)::int AS items
  FROM events LEFT JOIN people USING (metric) LEFT JOIN subjects USING (metric)`;

/**
 * A group's or a microsite's daily series from the rows kept per day (statistics_daily: at most one
 * per metric and day), and its totals; a user's, and one publication's, counted from the facts.
 */
async function countRows(db: ReadModelDatabase, scope: ReportScope): Promise<CountRow[]> {
  if (scope.publicationId || scope.source.type === 'user') return factRows(db, scope);
  const { source, range } = scope;
  const inRange = sql`source_type = ${source.type} AND source_id = ${source.id} AND day BETWEEN ${range.from} AND ${range.to}`;
  const [daily, totals] = await Promise.all([
    sql<CountRow>`SELECT metric, day, people, events, items FROM statistics_daily WHERE ${inRange}`.execute(db),
    scopeTotals(inRange).execute(db),
  ]);
  return [...daily.rows, ...totals.rows];
}

/** A seller's facts (its own publications), or one publication's: few enough to count by day and in total directly. */
async function factRows(db: ReadModelDatabase, { source, range, publicationId }: ReportScope) {
  const publication = publicationId === undefined ? sql`` : sql`AND subject_id = ${publicationId}`;
  const { rows } = await sql<CountRow>`
    SELECT metric, day, count(DISTINCT person_key)::int AS people, sum(events)::int AS events,
      count(DISTINCT subject_id)::int AS items
    FROM statistics_facts
    WHERE source_type = ${source.type} AND source_id = ${source.id} AND day BETWEEN ${range.from} AND ${range.to}
      ${publication}
    GROUP BY GROUPING SETS ((metric, day), (metric))`.execute(db);
  return rows;
}

const ZERO: StatisticCount = { people: 0, events: 0, items: 0 };
const countOf = (row: CountRow | undefined): StatisticCount =>
  row ? { people: row.people, events: row.events, items: row.items } : ZERO;

function listsOf(rows: CountRow[], scope: ReportScope): ReportList[] {
  const days = Array.from({ length: scope.range.days }, (_, index) => shiftDay(scope.range.from, index));
  return REPORT_LISTS_BY_SOURCE[scope.source.type].map((key) => {
    const metric = REPORT_LISTS.find((list) => list.key === key)!.metric;
    const ofMetric = rows.filter((row) => row.metric === metric);
    const byDay = new Map(ofMetric.map((row) => [row.day, row]));
    return {
      key,
      total: countOf(byDay.get(null)),
      series: days.map((day) => ({ day, ...countOf(byDay.get(day)) })),
    };
  });
}

export async function sourceReport(db: ReadModelDatabase, scope: ReportScope): Promise<Report> {
  // Three independent reads at once, each on a connection of its own from the pool.
  const [rows, leads, users] = await Promise.all([
    countRows(db, scope),
    funnelLeads(db, scope),
    scope.publicationId ? [] : rankedUsers(db, scope),
  ]);
  const total = (metric: StatisticMetric) => countOf(rows.find((row) => row.metric === metric && row.day === null));
  const shared = total('searches_shared').items;
  const answered = total('searches_answered').items;
  return {
    source: scope.source,
    dates: scope.range,
    lists: listsOf(rows, scope),
    success_rate: shared === 0 ? null : Math.min(100, Math.round((answered / shared) * 1000) / 10),
    funnel: { stages: FUNNEL_STAGES.map(({ stage, metric }) => ({ stage, ...total(metric) })), ...leads },
    users,
  };
}
