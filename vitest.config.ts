import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const workspaces = ['contracts', 'database', 'eventstore', 'projections', 'services', 'web', 'crash-test'];

/**
 * Vitest 4 runs `availableParallelism() - 1` files at once: one file at a time on CI's two cores.
 * Most suites spend their time waiting on PostgreSQL, the live server and Chromium rather than on
 * this process's CPU, so four at once keep both cores busy (docs/decisions/test-suite-speed.md).
 * TEST_WORKERS overrides it, e.g. 1 to time a file alone.
 */
const TEST_WORKERS = Number(process.env.TEST_WORKERS ?? 4);

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
        // Files share the cores four at a time: the limits leave room for that, not for slowness.
        testTimeout: 60_000,
        hookTimeout: 120_000,
      },
    })),
  },
});
