// `npx tsx bench/swipe.ts [--publications N]`: decisions and live coincidences with 200 people
// swiping together.
import { openBenchDatabase } from './benchDatabase.ts';
import { parseBenchOptions } from './benchOptions.ts';
import { formatTable } from './report.ts';
import { runSwipeBenchmark } from './swipeBenchmark.ts';
import { swipeRows } from './swipeReport.ts';

const options = parseBenchOptions(process.argv.slice(2));
const started = performance.now();
const database = await openBenchDatabase();
process.stdout.write(`bench: ${database.origin}; swiping together...\n`);
try {
  const result = await runSwipeBenchmark(database.url, (line) => process.stdout.write(`${line}\n`), options);
  process.stdout.write(`\n${formatTable(swipeRows(result))}\n`);
} finally {
  await database.release();
  process.stdout.write(`bench: finished in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
