// Rebuilding a projection from position zero over a large log: the rate analysts get from `replay`.
import { PostgresEventStore } from '@app/eventstore';
import { testEvent } from '@app/eventstore/testing';
import {
  connectReadModels,
  migrateReadModels,
  type Projection,
  ProjectionRunner,
  resetProjection,
} from '@app/projections';
import { sql } from 'kysely';

export interface ReplayPlan {
  events: number;
  eventsPerAppend: number;
  parallelStreams: number;
}

export interface ReplayThroughput {
  /** Events in the log the projection went through (the replay reads all of them). */
  eventsInLog: number;
  rowsWritten: number;
  seconds: number;
  eventsPerSecond: number;
}

const REPLAYED_TYPE = 'bench.replayed.v1';

export async function measureReplayThroughput(url: string, plan: ReplayPlan): Promise<ReplayThroughput> {
  const store = await PostgresEventStore.connect({ connectionString: url, poolSize: plan.parallelStreams });
  const db = connectReadModels(url, 4);
  const projection = oneRowPerEventProjection();
  const runner = new ProjectionRunner([projection], store, db, { connectionString: url });
  try {
    await migrateReadModels(db);
    await sql`CREATE TABLE IF NOT EXISTS bench_replayed (event_id uuid PRIMARY KEY, stream text NOT NULL, version integer NOT NULL)`.execute(
      db,
    );
    await appendInBatches(store, plan);
    await sql`TRUNCATE bench_replayed`.execute(db);
    await resetProjection(db, projection);
    const lastCommit = await store.lastCommitCheckpoint();
    const started = performance.now();
    await runner.start();
    const reachedLastCommit = await runner.waitFor(lastCommit, 120_000);
    if (!reachedLastCommit) throw new Error("the replay did not reach the log's last commit within 120 s");
    const seconds = (performance.now() - started) / 1000;
    const counts = await sql<{ log: number; rows: number }>`
      SELECT (SELECT count(*)::int FROM events) AS log, (SELECT count(*)::int FROM bench_replayed) AS rows`.execute(db);
    const { log, rows } = counts.rows[0]!;
    return { eventsInLog: log, rowsWritten: rows, seconds, eventsPerSecond: log / seconds };
  } finally {
    await runner.stop();
    await db.destroy();
    await store.close();
  }
}

function oneRowPerEventProjection(): Projection {
  return {
    name: 'bench_replay',
    tables: [],
    handles: [REPLAYED_TYPE],
    async apply(transaction, event) {
      await sql`INSERT INTO bench_replayed (event_id, stream, version) VALUES (${event.id}, ${event.stream}, ${event.version})`.execute(
        transaction,
      );
    },
  };
}

async function appendInBatches(store: PostgresEventStore, plan: ReplayPlan): Promise<void> {
  const run = Date.now();
  const appendsPerStream = Math.ceil(plan.events / plan.eventsPerAppend / plan.parallelStreams);
  await Promise.all(
    Array.from({ length: plan.parallelStreams }, async (_, streamIndex) => {
      const stream = `bench-replay-${run}-${streamIndex}`;
      for (let append = 0; append < appendsPerStream; append++) {
        const events = Array.from({ length: plan.eventsPerAppend }, (_, index) =>
          testEvent(REPLAYED_TYPE, { sequence: append * plan.eventsPerAppend + index }),
        );
        await store.append(stream, events, append === 0 ? 'no_stream' : append * plan.eventsPerAppend - 1);
      }
    }),
  );
}
