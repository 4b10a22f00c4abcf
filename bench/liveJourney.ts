// `npx tsx bench/liveJourney.ts` (after `npm run build --workspace web`): a superlike from a phone to
// the seller's open dashboard and a coincidence from one phone to the other, in Chromium.
import { openBenchDatabase } from './benchDatabase.ts';
import { liveJourneyRows, liveJourneySkipReason, runLiveJourneyBenchmark } from './liveJourneyBenchmark.ts';
import { formatTable } from './report.ts';

const skipped = liveJourneySkipReason();
if (skipped) throw new Error(`bench: live journeys cannot run: ${skipped}`);
const started = performance.now();
const database = await openBenchDatabase();
process.stdout.write(`bench: ${database.origin}; live journeys in Chromium...\n`);
try {
  const result = await runLiveJourneyBenchmark(database.url, (line) => process.stdout.write(`${line}\n`));
  process.stdout.write(`\n${formatTable(liveJourneyRows(result))}\n`);
} finally {
  await database.release();
  process.stdout.write(`bench: finished in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
