// The event store's benchmarks on one database: replay, append → handler latency, then append
// throughput next to raw INSERTs, all with the server's durability settings as they come (the
// embedded server's are PostgreSQL's durable defaults), which the report names.
import pg from 'pg';
import { measureAppendThroughput } from './appendThroughput.ts';
import { measureHandlerLatency } from './handlerLatency.ts';
import { measureReplayThroughput } from './replayThroughput.ts';
import { settleDatabase } from './settle.ts';
import type { BenchResults } from './targets.ts';

export async function runEventStoreBenchmark(url: string, log: (line: string) => void): Promise<BenchResults> {
  log(`bench: durability ${await durabilityOf(url)}`);
  // Replay runs first, so the log it rebuilds from holds exactly the events it appended.
  log('bench: replay throughput (100,000 events into a one-row-per-event projection)...');
  const replay = await measureReplayThroughput(url, { events: 100_000, eventsPerAppend: 100, parallelStreams: 8 });
  await settleDatabase(url);
  log('bench: append → handler latency (1,000 events/s for 10 s after 1 s warm-up)...');
  const latency = await measureHandlerLatency(url, {
    eventsPerSecond: 1_000,
    durationMs: 10_000,
    warmupMs: 1_000,
    streams: 4,
  });
  await settleDatabase(url);
  log('bench: append throughput (1 writer, then 16 writers, each alternating with raw INSERTs)...');
  // One durable writer waits for a disk flush per append (a few hundred a second here).
  const singleWriter = await measureAppendThroughput(url, 1, 2_000);
  const concurrentWriters = await measureAppendThroughput(url, 16, 20_000, true);
  return { singleWriter, concurrentWriters, latency, replay };
}

/** The settings that decide whether a commit reaches the disk before it is acknowledged. */
async function durabilityOf(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const settings = [];
    for (const name of ['fsync', 'synchronous_commit', 'full_page_writes']) {
      const row = (await client.query<Record<string, string>>(`SHOW ${name}`)).rows[0]!;
      settings.push(`${name}=${row[name]}`);
    }
    return settings.join(', ');
  } finally {
    await client.end();
  }
}
