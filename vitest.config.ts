import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const workspaces = ['contracts', 'database', 'eventstore', 'projections', 'services', 'web', 'crash-test'];

/**
 * One file at a time, as vitest 4 chooses on two cores (`availableParallelism() - 1`): four at
 * once made a fresh-clone run slower and failed timing-bound suites (docs/decisions/test-suite-speed.md).
 * TEST_WORKERS overrides it on a larger machine.
 */
const TEST_WORKERS = Number(process.env.TEST_WORKERS ?? 1);

export default defineConfig({
  test: {
    globalSetup: [fileURLToPath(new URL('./testing/globalSetup.ts', import.meta.url))],
    pool: 'forks',
    maxWorkers: TEST_WORKERS,
    projects: workspaces.map((workspace) => ({
      test: {
        name: workspace,
        root: fileURLToPath(new URL(`./${workspace}`, import.meta.url)),
        include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx', 'labelled/**/*.spec.ts'],
        // Room for a busy machine, not for slowness: speed is measured in bench/.
        testTimeout: 60_000,
        hookTimeout: 120_000,
      },
    })),
  },
});
