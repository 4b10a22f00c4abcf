// `npx tsx bench/groups.ts [--publications N]`: group latencies over 100,000 publications (or N)
// and 200 groups of 5–50 members.
import { openBenchDatabase } from './benchDatabase.ts';
import { catalogueSize, parseBenchOptions } from './benchOptions.ts';
import { runGroupBenchmark } from './groupBenchmark.ts';
import { groupRows } from './groupReport.ts';
import { formatTable } from './report.ts';

const options = parseBenchOptions(process.argv.slice(2));
const started = performance.now();
const database = await openBenchDatabase();
const log = (line: string) => process.stdout.write(`${line}\n`);
log(`bench: ${database.origin}; groups over ${catalogueSize(options)} publications...`);
try {
  log(`\n${formatTable(groupRows(await runGroupBenchmark(database.url, log, options)))}\n`);
} finally {
  await database.release();
  log(`bench: finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
