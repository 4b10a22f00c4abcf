// `npx tsx bench/statistics.ts [--events N]`: the statistics benchmark over a generated log of
// 1,000,000 events (or N, in the same proportions).
import { openBenchDatabase } from './benchDatabase.ts';
import { parseBenchOptions } from './benchOptions.ts';
import { formatTable } from './report.ts';
import { runStatisticsBenchmark } from './statisticsBenchmark.ts';
import { statisticsRows } from './statisticsReport.ts';

const events = parseBenchOptions(process.argv.slice(2)).statisticsEvents;
const started = performance.now();
const database = await openBenchDatabase();
const log = (line: string) => process.stdout.write(`${line}\n`);
log(`bench: ${database.origin}; statistics over ${events.toLocaleString('en-US')} events...`);
try {
  log(`\n${formatTable(statisticsRows(await runStatisticsBenchmark(database.url, log, events)))}\n`);
} finally {
  await database.release();
  log(`bench: finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
