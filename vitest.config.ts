import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const workspaces = ['contracts', 'database', 'eventstore', 'projections', 'services', 'crash-test'];
const SPECS = ['src/**/*.spec.ts', 'src/**/*.spec.tsx', 'labelled/**/*.spec.ts'];
const BROWSER_JOURNEYS = 'src/e2e/**/*.spec.ts';
/** Specs of process-wide state (counters that start at zero when the process starts): a fresh process each. */
const FRESH_PROCESS_SPECS = ['src/metrics/metrics.int.spec.ts'];

/**
 * Two files at a time on the two-core CI machine: one at a time took 1,636 s, much of it waiting
 * (on Chromium, timers and the network in the browser journeys, on PostgreSQL in the suites), so a
 * second file fills those waits. Four at once were slower and failed timing-bound suites. Specs
 * wait for the log's last commit, not its readable head, before reading a read model
 * (`readModelsCaughtUp`): under two files the head had let reads run ahead of the projections
 * (docs/decisions/test-suite-speed.md). TEST_WORKERS overrides it.
 */
const TEST_WORKERS = Number(process.env.TEST_WORKERS ?? 2);

/**
 * `isolate: false` lets a worker keep the modules it imported for the next file (importing the
 * services app took a third of a short suite). Suites own their database, folders and servers
 * and mock no modules; the web client's component and unit specs stay isolated (DOM
 * environments, fake timers, spies on globals), and so do the specs of process-wide state.
 */
function project(name: string, workspace: string, options: Partial<TestProjectInlineConfiguration['test']>) {
  return {
    test: {
      name,
      root: fileURLToPath(new URL(`./${workspace}`, import.meta.url)),
      include: SPECS,
      // Room for a busy machine, not for slowness: speed is measured in bench/.
      testTimeout: 60_000,
      hookTimeout: 120_000,
      ...options,
    },
  };
}

export default defineConfig({
  test: {
    globalSetup: [fileURLToPath(new URL('./testing/globalSetup.ts', import.meta.url))],
    pool: 'forks',
    maxWorkers: TEST_WORKERS,
    projects: [
      ...workspaces.map((workspace) =>
        project(workspace, workspace, {
          isolate: false,
          exclude: [...configDefaults.exclude, ...(workspace === 'services' ? FRESH_PROCESS_SPECS : [])],
        }),
      ),
      project('services-fresh-process', 'services', { include: FRESH_PROCESS_SPECS }),
      project('web', 'web', { exclude: [...configDefaults.exclude, BROWSER_JOURNEYS] }),
      project('web-e2e', 'web', { include: [BROWSER_JOURNEYS], isolate: false }),
    ],
  },
});
