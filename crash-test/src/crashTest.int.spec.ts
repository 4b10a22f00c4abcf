// The short crash test (`npm run crash-test` runs 20 rounds): 16 visitors swiping over HTTP against
// the platform as `npm start` runs it, node and PostgreSQL killed with SIGKILL twice; afterwards no
// acknowledged decision is missing from the event log or /filtereds, and the read models equal a
// clean rebuild.
import { describe, expect, it } from 'vitest';
import { runCrashTest } from './crashTest.ts';

describe('acknowledged decisions across SIGKILLs of node and PostgreSQL', () => {
  it('are all recorded and shown, and the read models equal a rebuild', { timeout: 900_000 }, async () => {
    const result = await runCrashTest({
      rounds: 2,
      writers: 16,
      killAfterMs: { min: 400, max: 1_200 },
      // A platform that failed to start says why in the test output.
      log: (output) => console.error(output),
    });
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result).toMatchObject({ missingFromLog: 0, missingFromFiltereds: 0, tablesDifferingFromRebuild: [] });
  });
});
