import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const workspaces = ['contracts', 'database', 'eventstore', 'projections', 'services', 'crash-test'];
const SPECS = ['src/**/*.spec.ts', 'src/**/*.spec.tsx', 'labelled/**/*.spec.ts'];
const BROWSER_JOURNEYS = 'src/e2e/**/*.spec.ts';
/** Specs of process-wide state (counters that start at zero when the process starts): a fresh process each. */
const FRESH_PROCESS_SPECS = ['src/metrics/metrics.int.spec.ts'];

/**
 * One file at a time, as vitest 4 chooses on two cores (`availableParallelism() - 1`): four at
 * once made a fresh-clone run slower and failed timing-bound suites (docs/decisions/test-suite-speed.md).
 * TEST_WORKERS overrides it on a larger machine.
 */
const TEST_WORKERS = Number(process.env.TEST_WORKERS ?? 1);

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
