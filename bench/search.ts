// `npx tsx bench/search.ts`: search latencies over 100,000 publications and quick text search.
import { openBenchDatabase } from './benchDatabase.ts';
import { formatTable } from './report.ts';
import { runSearchBenchmark } from './searchBenchmark.ts';
import { searchRows } from './searchReport.ts';

const started = performance.now();
const database = await openBenchDatabase();
process.stdout.write(`bench: ${database.origin}; search over 100,000 publications...\n`);
try {
  process.stdout.write(
    `\n${formatTable(searchRows(await runSearchBenchmark(database.url, (line) => process.stdout.write(`${line}\n`))))}\n`,
  );
} finally {
  await database.release();
  process.stdout.write(`bench: finished in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
