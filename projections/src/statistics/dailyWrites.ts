// statistics_daily after a batch. A group's or a microsite's days are kept by addition: the batch
// adds its events to each (source, metric, day), and one person (or subject) for each key new on
// that day, which the insert into statistics_daily_people (statistics_daily_subjects) tells by the
// rows it returns; counting such a day again from its facts after every batch read them all. A
// user's days hold few facts: its report counts them when read, and nothing is kept for them here.
import { sql } from 'kysely';
import { UNANSWERED } from '../statementHints.ts';
import type { FactTally, TalliedFact, Tx } from './factWrites.ts';

const unanswered = sql.raw(UNANSWERED);

/** Rows to send, one array per column: the day's key and one value. */
class DayColumns {
  readonly types: string[] = [];
  readonly ids: string[] = [];
  readonly metrics: string[] = [];
  readonly days: string[] = [];
  readonly values: (string | number)[] = [];

  push(fact: TalliedFact, value: string | number) {
    this.types.push(fact.source.type);
    this.ids.push(fact.source.id);
    this.metrics.push(fact.metric);
    this.days.push(fact.day);
    this.values.push(value);
  }

  rows(valueType: 'text' | 'int') {
    return sql`unnest(${this.types}::text[], ${this.ids}::text[], ${this.metrics}::text[], ${this.days}::text[],
      ${this.values}::${sql.raw(valueType)}[])`;
  }
}

const dayKey = (fact: TalliedFact) => `${fact.source.type}\u0001${fact.source.id}\u0001${fact.metric}\u0001${fact.day}`;

/** The batch's events per day, and its distinct people and subjects per day, of the facts given. */
function scopeColumns(facts: readonly TalliedFact[]) {
  const events = new Map<string, { fact: TalliedFact; events: number }>();
  const seen = new Set<string>();
  const columns = { events: new DayColumns(), people: new DayColumns(), subjects: new DayColumns() };
  for (const fact of facts) {
    const day = dayKey(fact);
    const known = events.get(day);
    if (known) known.events += fact.events;
    else events.set(day, { fact, events: fact.events });
    for (const [kind, key] of [
      ['people', fact.personKey],
      ['subjects', fact.subjectId],
    ] as const) {
      const seenKey = `${kind}\u0001${day}\u0001${key}`;
      if (seen.has(seenKey)) continue;
      seen.add(seenKey);
      columns[kind].push(fact, key);
    }
  }
  for (const { fact, events: count } of events.values()) columns.events.push(fact, count);
  return columns;
}

async function addScopeDays(transaction: Tx, facts: readonly TalliedFact[]) {
  if (facts.length === 0) return;
  const columns = scopeColumns(facts);
  await sql`${unanswered} WITH new_people AS (
      INSERT INTO statistics_daily_people (source_type, source_id, metric, day, person_key)
      SELECT * FROM ${columns.people.rows('text')}
      ON CONFLICT DO NOTHING RETURNING source_type, source_id, metric, day),
    new_subjects AS (
      INSERT INTO statistics_daily_subjects (source_type, source_id, metric, day, subject_id)
      SELECT * FROM ${columns.subjects.rows('text')}
      ON CONFLICT DO NOTHING RETURNING source_type, source_id, metric, day),
    added (source_type, source_id, metric, day, people, events, items) AS (
      SELECT source_type, source_id, metric, day, 0, events, 0
      FROM ${columns.events.rows('int')} AS batch(source_type, source_id, metric, day, events)
      UNION ALL SELECT source_type, source_id, metric, day, 1, 0, 0 FROM new_people
      UNION ALL SELECT source_type, source_id, metric, day, 0, 0, 1 FROM new_subjects)
    INSERT INTO statistics_daily AS d (source_type, source_id, metric, day, people, events, items)
    SELECT source_type, source_id, metric, day, sum(people), sum(events), sum(items) FROM added
    GROUP BY source_type, source_id, metric, day
    ON CONFLICT (source_type, source_id, metric, day) DO UPDATE SET people = d.people + EXCLUDED.people,
      events = d.events + EXCLUDED.events, items = d.items + EXCLUDED.items`.execute(transaction);
}

/** A group's and a microsite's days; a user's are counted from its facts when read (reportQuery.ts). */
export async function writeDays(transaction: Tx, tally: FactTally): Promise<void> {
  await addScopeDays(
    transaction,
    [...tally.facts.values()].filter((fact) => fact.source.type !== 'user'),
  );
}
