// `npx tsx bench/crossProcessLatency.ts`: the compose deployment's latencies with real processes (a
// worker and two API instances of services/src/main.ts): append → the worker's read model, and a
// decision on one API instance → the coincidence on a socket of the other.
import { cpus, loadavg } from 'node:os';
import { openBenchDatabase } from './benchDatabase.ts';
import { crossProcessProblems, crossProcessRows, runCrossProcessBenchmark } from './crossProcessBenchmark.ts';
import { formatTable } from './report.ts';

const log = (line: string) => process.stdout.write(`${line}\n`);
const started = performance.now();
const database = await openBenchDatabase();
log(`bench: ${database.origin}; ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(2)} at start`);
try {
  const result = await runCrossProcessBenchmark(database.url, log);
  log(`\n${formatTable(crossProcessRows(result))}\n`);
  for (const problem of crossProcessProblems(result)) log(`MISS: ${problem}`);
} finally {
  await database.release();
  log(`bench: finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
