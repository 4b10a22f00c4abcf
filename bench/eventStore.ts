// `npx tsx bench/eventStore.ts`: the event store's benchmarks alone (replay, append → handler,
// append throughput next to raw INSERTs), on a durable embedded server unless DATABASE_URL is set.
import { openBenchDatabase } from './benchDatabase.ts';
import { runEventStoreBenchmark } from './eventStoreBenchmark.ts';
import { formatTable } from './report.ts';
import { completenessProblems, reportRows } from './targets.ts';

const started = performance.now();
const log = (line: string) => process.stdout.write(`${line}\n`);
const database = await openBenchDatabase();
log(`bench: ${database.origin}`);
try {
  const results = await runEventStoreBenchmark(database.url, log);
  log(`\n${formatTable(reportRows(results))}\n`);
  for (const problem of completenessProblems(results)) log(`MISS: ${problem}`);
} finally {
  await database.release();
  log(`bench: finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
