// `npx tsx bench/search.ts [--publications N]`: search latencies over 100,000 publications (or N)
// and quick text search.
import { openBenchDatabase } from './benchDatabase.ts';
import { catalogueSize, parseBenchOptions } from './benchOptions.ts';
import { formatTable } from './report.ts';
import { runSearchBenchmark } from './searchBenchmark.ts';
import { searchRows } from './searchReport.ts';

const options = parseBenchOptions(process.argv.slice(2));
const started = performance.now();
const database = await openBenchDatabase();
process.stdout.write(`bench: ${database.origin}; search over ${catalogueSize(options)} publications...\n`);
try {
  process.stdout.write(
    `\n${formatTable(searchRows(await runSearchBenchmark(database.url, (line) => process.stdout.write(`${line}\n`), options)))}\n`,
  );
} finally {
  await database.release();
  process.stdout.write(`bench: finished in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
