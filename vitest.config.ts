import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const workspaces = ['contracts', 'database', 'eventstore', 'projections', 'services', 'web', 'crash-test'];

export default defineConfig({
  test: {
    globalSetup: [fileURLToPath(new URL('./testing/globalSetup.ts', import.meta.url))],
    projects: workspaces.map((workspace) => ({
      test: {
        name: workspace,
        root: fileURLToPath(new URL(`./${workspace}`, import.meta.url)),
        include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx', 'labelled/**/*.spec.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    })),
  },
});
