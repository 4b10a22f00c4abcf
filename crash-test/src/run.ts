// `npm run crash-test [-- --rounds 20 --writers 16]`: acknowledged decisions against SIGKILLs of
// node and the embedded PostgreSQL (crashTest.ts). Exits 1 when one is lost or a read model
// differs from a clean rebuild.
import { parseArgs } from 'node:util';
import { runCrashTest } from './crashTest.ts';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '20' }, writers: { type: 'string', default: '16' } },
});
const log = (line: string) => process.stdout.write(`${line}\n`);
const started = performance.now();
const result = await runCrashTest({
  rounds: Number(values.rounds),
  writers: Number(values.writers),
  killAfterMs: { min: 300, max: 2_000 },
  log,
});
const lost = Math.max(result.missingFromLog, result.missingFromFiltereds);
log('');
log(`acknowledged lost: ${lost} of ${result.acknowledged} (target 0)`);
log(`  missing from the event log: ${result.missingFromLog}`);
log(`  missing from /filtereds:    ${result.missingFromFiltereds}`);
log(`  unanswered when killed:     ${result.unanswered} (may or may not be recorded)`);
log(
  `read models equal a clean rebuild: ${result.tablesDifferingFromRebuild.length === 0 ? 'yes' : `no (${result.tablesDifferingFromRebuild.join(', ')})`}`,
);
log(`crash test: ${result.rounds} rounds in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const passed = lost === 0 && result.tablesDifferingFromRebuild.length === 0;
log(passed ? 'PASS' : 'FAIL');
process.exit(passed ? 0 : 1);
