// How long an appended event takes to reach a projection's `apply` through the real runner and
// subscription path, while a paced writer appends at a steady rate across a few streams.
import { type Checkpoint, compareCheckpoints, LOG_START, type RecordedEvent } from '@app/contracts';
import { type ExpectedVersion, PostgresEventStore } from '@app/eventstore';
import { testEvent } from '@app/eventstore/testing';
import { connectReadModels, migrateReadModels, type Projection, ProjectionRunner } from '@app/projections';
import { sql } from 'kysely';
import { type LatencySummary, summarizeLatencies } from './percentiles.ts';

export interface HandlerLatencyPlan {
  eventsPerSecond: number;
  durationMs: number;
  /** The first events only warm connections and plans up; they are not counted. */
  warmupMs: number;
  streams: number;
}

export interface HandlerLatency extends LatencySummary {
  achievedPerSecond: number;
  /** Measured events the projection never saw before the deadline (should be 0). */
  unseen: number;
}

const PROBE_TYPE = 'bench.latency_probe.v1';
const PACING_TICK_MS = 1;

interface Probe {
  sentAt: number;
  measured: boolean;
}

export async function measureHandlerLatency(url: string, plan: HandlerLatencyPlan): Promise<HandlerLatency> {
  const store = await PostgresEventStore.connect({ connectionString: url, poolSize: plan.streams + 4 });
  const db = connectReadModels(url, 4);
  const latencies = new Map<string, number>();
  const runner = new ProjectionRunner([latencyProjection(latencies)], store, db, { connectionString: url });
  try {
    await migrateReadModels(db);
    await sql`CREATE TABLE IF NOT EXISTS bench_latency (event_id uuid PRIMARY KEY, stream text NOT NULL)`.execute(db);
    await runner.start();
    // Events already in the log (other benchmarks) are passed over before the clock starts.
    const caughtUp = await runner.waitFor(await store.lastCommitCheckpoint(), 60_000);
    if (!caughtUp) throw new Error('the latency projection never caught up with the log');
    const written = await writePaced(store, plan);
    await runner.waitFor(written.last, 10_000);
    const summary = summarizeLatencies([...latencies.values()]);
    return { ...summary, achievedPerSecond: written.achievedPerSecond, unseen: written.measured - summary.count };
  } finally {
    await runner.stop();
    await db.destroy();
    await store.close();
  }
}

/** Keyed by event: a batch applied again after a failed attempt keeps the first sighting. */
function latencyProjection(latencies: Map<string, number>): Projection {
  return {
    name: 'bench_latency',
    tables: [],
    handles: [PROBE_TYPE],
    async apply(transaction, event: RecordedEvent) {
      const probe = event.data as Probe;
      if (probe.measured && !latencies.has(event.id)) latencies.set(event.id, performance.now() - probe.sentAt);
      await sql`INSERT INTO bench_latency (event_id, stream) VALUES (${event.id}, ${event.stream})`.execute(
        transaction,
      );
    },
  };
}

/**
 * Sends what is due every millisecond by the clock, so a slow append delays nothing but its own
 * stream. Appends to one stream are chained: each needs the version the previous one returned.
 */
async function writePaced(
  store: PostgresEventStore,
  plan: HandlerLatencyPlan,
): Promise<{ last: Checkpoint; measured: number; achievedPerSecond: number }> {
  const run = Date.now();
  const streams = Array.from({ length: plan.streams }, (_, index) => ({
    name: `bench-latency-${run}-${index}`,
    expected: 'no_stream' as ExpectedVersion,
    chain: Promise.resolve(),
  }));
  const total = Math.round((plan.eventsPerSecond * (plan.warmupMs + plan.durationMs)) / 1000);
  let last: Checkpoint = LOG_START;
  let sent = 0;
  let measured = 0;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      const due = Math.min(total, Math.floor((elapsed * plan.eventsPerSecond) / 1000));
      for (; sent < due; sent++) {
        const stream = streams[sent % streams.length]!;
        const isMeasured = elapsed >= plan.warmupMs;
        if (isMeasured) measured++;
        stream.chain = stream.chain.then(async () => {
          const probe: Probe = { sentAt: performance.now(), measured: isMeasured };
          const result = await store.append(stream.name, [testEvent(PROBE_TYPE, { ...probe })], stream.expected);
          stream.expected = result.nextExpectedVersion;
          if (compareCheckpoints(result.checkpoint, last) > 0) last = result.checkpoint;
        });
      }
      if (sent === total) {
        clearInterval(timer);
        resolve();
      }
    }, PACING_TICK_MS);
  });
  await Promise.all(streams.map((stream) => stream.chain));
  const achievedPerSecond = (total * 1000) / (performance.now() - started);
  return { last, measured, achievedPerSecond };
}
