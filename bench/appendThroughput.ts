// Appends of single events, each writer on its own stream with the exact expected version, next to
// plain single-row INSERTs through a pool of the same size: what the event store costs over raw SQL.
import { type ExpectedVersion, PostgresEventStore } from '@app/eventstore';
import { testEvent } from '@app/eventstore/testing';
import pg from 'pg';

export interface AppendThroughput {
  writers: number;
  events: number;
  appendPerSecond: number;
  rawInsertPerSecond: number;
  /**
   * The same INSERT with a NOTIFY in its transaction, as appends were made before: every notifying
   * commit holds PostgreSQL's global notification lock across its disk flush.
   */
  notifyingInsertPerSecond?: number;
}

const RAW_INSERT_SQL = 'INSERT INTO bench_raw (stream, data) VALUES ($1, $2::jsonb)';
const NOTIFYING_INSERT_SQL = `WITH announced AS (SELECT pg_notify('bench_raw', ''))
INSERT INTO bench_raw (stream, data) SELECT $1, $2::jsonb FROM announced`;

/** Append and raw rounds alternate, so a noisy moment on the machine weighs on both alike. */
const ROUNDS = 10;

export async function measureAppendThroughput(
  url: string,
  writers: number,
  events: number,
  withNotifyingBaseline = false,
): Promise<AppendThroughput> {
  const store = await PostgresEventStore.connect({ connectionString: url, poolSize: writers });
  const rawPool = new pg.Pool({ connectionString: url, max: writers });
  // An idle connection closing under a dropped database must not end the run.
  rawPool.on('error', () => {});
  try {
    await rawPool.query(
      'CREATE TABLE IF NOT EXISTS bench_raw (id bigserial PRIMARY KEY, stream text NOT NULL, data jsonb NOT NULL)',
    );
    await Promise.all([openConnections(store.pool, writers), openConnections(rawPool, writers)]);
    const perWriterPerRound = Math.ceil(events / writers / ROUNDS);
    const run = `w${writers}-${Date.now()}`;
    const appenders = Array.from(
      { length: writers },
      (_, writer) => new SingleEventAppender(store, `bench-append-${run}-${writer}`),
    );
    const inserts = (sql: string) => () =>
      Promise.all(
        appenders.map((_, writer) => insertSingleRows(rawPool, sql, `bench-raw-${run}-${writer}`, perWriterPerRound)),
      );
    let appendMs = 0;
    let rawMs = 0;
    let notifyingMs = 0;
    for (let round = 0; round < ROUNDS; round++) {
      appendMs += await elapsed(() => Promise.all(appenders.map((appender) => appender.append(perWriterPerRound))));
      rawMs += await elapsed(inserts(RAW_INSERT_SQL));
      if (withNotifyingBaseline) notifyingMs += await elapsed(inserts(NOTIFYING_INSERT_SQL));
    }
    const total = writers * perWriterPerRound * ROUNDS;
    return {
      writers,
      events: total,
      appendPerSecond: (total * 1000) / appendMs,
      rawInsertPerSecond: (total * 1000) / rawMs,
      ...(withNotifyingBaseline ? { notifyingInsertPerSecond: (total * 1000) / notifyingMs } : {}),
    };
  } finally {
    await rawPool.end();
    await store.close();
  }
}

/** One writer on its own stream, always appending with the exact version it last wrote. */
class SingleEventAppender {
  private expected: ExpectedVersion = 'no_stream';
  private sequence = 0;

  constructor(
    private readonly store: PostgresEventStore,
    private readonly stream: string,
  ) {}

  async append(count: number): Promise<void> {
    for (let index = 0; index < count; index++) {
      const event = testEvent('bench.appended.v1', { sequence: this.sequence++ });
      const result = await this.store.append(this.stream, [event], this.expected);
      this.expected = result.nextExpectedVersion;
    }
  }
}

async function insertSingleRows(pool: pg.Pool, sql: string, stream: string, count: number): Promise<void> {
  for (let sequence = 0; sequence < count; sequence++) {
    await pool.query(sql, [stream, JSON.stringify(testEvent('bench.appended.v1', { sequence }))]);
  }
}

/** Connecting is not what is measured: every connection a writer will use is opened beforehand. */
async function openConnections(pool: pg.Pool, count: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  for (const client of clients) client.release();
}

async function elapsed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}
