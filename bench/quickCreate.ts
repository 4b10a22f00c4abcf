// `npx tsx bench/quickCreate.ts`: quick-create accuracy and throughput against their targets.
import { runQuickCreateBenchmark } from './quickCreateBenchmark.ts';
import { quickCreateRows } from './quickCreateReport.ts';
import { formatTable } from './report.ts';

process.stdout.write(`${formatTable(quickCreateRows(await runQuickCreateBenchmark()))}\n`);
