// The fast loop (`npm run test:unit`): every spec that needs no database and no browser, the
// `*.unit.spec.ts` files of every workspace and the web client's `*.component.spec.tsx`, with no
// PostgreSQL started for the run. A unit spec that reaches for a database fails here at once
// ('TEST_ADMIN_DATABASE_URL is not set'): it is an integration spec and should be named so.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const UNIT_SPECS = ['src/**/*.unit.spec.ts', 'src/**/*.unit.spec.tsx', 'labelled/**/*.unit.spec.ts'];
const COMPONENT_SPECS = ['src/**/*.component.spec.tsx'];

function project(workspace: string, include: string[], isolate: boolean) {
  return {
    test: {
      name: `${workspace}-unit`,
      root: fileURLToPath(new URL(`./${workspace}`, import.meta.url)),
      include,
      isolate,
      testTimeout: 20_000,
    },
  };
}

export default defineConfig({
  test: {
    pool: 'forks',
    projects: [
      ...['contracts', 'database', 'eventstore', 'projections', 'services'].map((workspace) =>
        project(workspace, UNIT_SPECS, false),
      ),
      // Component specs use DOM environments, fake timers and spies on globals: isolated, as in `npm test`.
      project('web', [...UNIT_SPECS, ...COMPONENT_SPECS], true),
    ],
  },
});
