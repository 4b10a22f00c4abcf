// `npm run bench`: append throughput, append → projection latency and replay throughput of the
// Postgres event store, quick-create accuracy and speed, creating a publication with photos, search
// over 100,000 publications (`-- --publications N` for another size), a storefront's page rendered
// on the server over the same size, 200 people swiping
// together over the same size, 200 seller groups over it, the statistics over a generated log
// of 1,000,000 events (`-- --events N` for another size), and synchronizing a 10,000-item JSON
// feed (first run and unchanged rerun), and instant alerts over 100,000 saved searches (matching one
// publication, new publication → push delivered), the compose deployment as child processes (append
// → the worker process's read model, a decision → the coincidence on another API instance's socket),
// and in Chromium a superlike from a phone to the seller's open dashboard and a coincidence from
// phone to phone (skipped without a built web client or Chromium), each against its target. A
// missed target is reported, never an exit code.
import { cpus, loadavg } from 'node:os';
import { alertsRows, runAlertsBenchmark } from './alerts.ts';
import { openBenchDatabase } from './benchDatabase.ts';
import { catalogueSize, parseBenchOptions } from './benchOptions.ts';
import { crossProcessProblems, crossProcessRows, runCrossProcessBenchmark } from './crossProcessBenchmark.ts';
import { runEventStoreBenchmark } from './eventStoreBenchmark.ts';
import { runGroupBenchmark } from './groupBenchmark.ts';
import { groupRows } from './groupReport.ts';
import { liveJourneyRows, liveJourneySkipReason, runLiveJourneyBenchmark } from './liveJourneyBenchmark.ts';
import { publicationCreateRows, runPublicationCreateBenchmark } from './publicationCreate.ts';
import { runQuickCreateBenchmark } from './quickCreateBenchmark.ts';
import { quickCreateRows } from './quickCreateReport.ts';
import { formatTable, type ReportRow } from './report.ts';
import { runSearchBenchmark } from './searchBenchmark.ts';
import { searchRows } from './searchReport.ts';
import { runStatisticsBenchmark } from './statisticsBenchmark.ts';
import { statisticsRows } from './statisticsReport.ts';
import { runStorefrontRenderBenchmark, storefrontRenderRows, storefrontRenderSkipReason } from './storefrontRender.ts';
import { runSwipeBenchmark } from './swipeBenchmark.ts';
import { swipeRows } from './swipeReport.ts';
import { runSynchronizerBenchmark, synchronizerRows } from './synchronizer.ts';
import { completenessProblems, reportRows } from './targets.ts';

const options = parseBenchOptions(process.argv.slice(2));
const started = performance.now();
const log = (message: string) => process.stdout.write(`${message}\n`);

async function eventStoreAndQuickCreate(): Promise<{ rows: ReportRow[]; problems: string[] }> {
  const database = await openBenchDatabase();
  log(`bench: ${database.origin}; ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(2)} at start`);
  try {
    const results = await runEventStoreBenchmark(database.url, log);

    log('bench: quick create (labelled sentences, then 20,000 parses)...');
    const quickCreate = await runQuickCreateBenchmark();

    return { rows: [...reportRows(results), ...quickCreateRows(quickCreate)], problems: completenessProblems(results) };
  } finally {
    await database.release();
  }
}

/** On a database of its own: its platform's projections must not read the other benchmarks' events. */
async function onOwnDatabase(what: string, run: (databaseUrl: string) => Promise<ReportRow[]>): Promise<ReportRow[]> {
  const database = await openBenchDatabase();
  log(`bench: ${what} (${database.origin})...`);
  try {
    return await run(database.url);
  } finally {
    await database.release();
  }
}

const search = () =>
  onOwnDatabase(`search over ${catalogueSize(options)} publications`, async (url) =>
    searchRows(await runSearchBenchmark(url, log, options)),
  );
const storefrontRender = async (): Promise<ReportRow[]> => {
  const skipped = storefrontRenderSkipReason();
  if (skipped) {
    log(`bench: storefront server render skipped: ${skipped}`);
    return [];
  }
  return onOwnDatabase(
    `storefront page rendered on the server over ${catalogueSize(options)} publications`,
    async (url) => storefrontRenderRows(await runStorefrontRenderBenchmark(url, log, options)),
  );
};
const swipe = () =>
  onOwnDatabase(`200 people swiping together over ${catalogueSize(options)} publications`, async (url) =>
    swipeRows(await runSwipeBenchmark(url, log, options)),
  );
const groups = () =>
  onOwnDatabase(`groups over ${catalogueSize(options)} publications`, async (url) =>
    groupRows(await runGroupBenchmark(url, log, options)),
  );
const statistics = () =>
  onOwnDatabase(`statistics over ${options.statisticsEvents.toLocaleString('en-US')} generated events`, async (url) =>
    statisticsRows(await runStatisticsBenchmark(url, log, options.statisticsEvents)),
  );
const publicationCreate = () =>
  onOwnDatabase('publication create through HTTP (5 photos of 3000×2000 each)', async (url) =>
    publicationCreateRows(await runPublicationCreateBenchmark(url)),
  );
const synchronizer = () =>
  onOwnDatabase('synchronizing a 10,000-item JSON feed over loopback HTTP', async (url) =>
    synchronizerRows(await runSynchronizerBenchmark(url)),
  );
const alerts = () =>
  onOwnDatabase('instant alerts over 100,000 saved searches', async (url) =>
    alertsRows(await runAlertsBenchmark(url, undefined, log)),
  );
const crossProcess = (problems: string[]) =>
  onOwnDatabase('the compose deployment as child processes (a worker, two API instances)', async (url) => {
    const result = await runCrossProcessBenchmark(url, log);
    problems.push(...crossProcessProblems(result));
    return crossProcessRows(result);
  });
const liveJourneys = async (): Promise<ReportRow[]> => {
  const skipped = liveJourneySkipReason();
  if (skipped) {
    log(`bench: live journeys in Chromium skipped: ${skipped}`);
    return [];
  }
  return onOwnDatabase(
    'live journeys in Chromium (superlike to the seller, coincidence to the other phone)',
    async (url) => liveJourneyRows(await runLiveJourneyBenchmark(url, log)),
  );
};

try {
  const { rows, problems } = await eventStoreAndQuickCreate();
  rows.push(...(await publicationCreate()));
  rows.push(...(await search()));
  rows.push(...(await storefrontRender()));
  rows.push(...(await swipe()));
  rows.push(...(await groups()));
  rows.push(...(await statistics()));
  rows.push(...(await synchronizer()));
  rows.push(...(await alerts()));
  rows.push(...(await crossProcess(problems)));
  rows.push(...(await liveJourneys()));
  log(`\n${formatTable(rows)}\n`);
  for (const problem of problems) log(`MISS: ${problem}`);
  const missed = rows.filter((row) => row.verdict === 'MISS').length;
  log(missed === 0 ? 'All targets met.' : `${missed} target(s) missed.`);
} finally {
  log(`bench: finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
