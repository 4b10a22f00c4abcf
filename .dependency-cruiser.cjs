// The boundaries `npm run check` enforces (docs/decisions/boundaries.md).
const TEST_CODE = ['\\.spec\\.tsx?$', '/testing/', '^web/src/e2e/', '^services/labelled/'];

module.exports = {
  forbidden: [
    {
      name: 'context-internals',
      comment: 'A folder of services/src is used by others only through its index.ts.',
      severity: 'error',
      from: { path: '^services/src/([^/]+)/', pathNot: TEST_CODE },
      to: { path: '^services/src/[^/]+/', pathNot: ['^services/src/$1/', '^services/src/[^/]+/index\\.ts$'] },
    },
    {
      name: 'root-reaches-internals',
      comment: "services/src's own files (the platform's assembly) use its folders through their index.ts too.",
      severity: 'error',
      from: { path: '^services/src/[^/]+\\.ts$', pathNot: TEST_CODE },
      to: { path: '^services/src/[^/]+/', pathNot: '^services/src/[^/]+/index\\.ts$' },
    },
    {
      name: 'tools-reach-services-internals',
      comment: "Benchmarks, load, crash and Lighthouse runs use the services' package surfaces only.",
      severity: 'error',
      from: { path: '^(bench|load-tests|crash-test|lighthouse)/' },
      to: {
        path: '^services/',
        pathNot: ['^services/src/index\\.ts$', '^services/src/testing/index\\.ts$', '^services/labelled/index\\.ts$'],
      },
    },
    {
      name: 'production-imports-tests',
      comment: 'Production code never imports tests, test support or labelled sets.',
      severity: 'error',
      from: { pathNot: [...TEST_CODE, '^(bench|load-tests|crash-test|lighthouse)/'] },
      to: { path: TEST_CODE },
    },
    {
      name: 'production-imports-demo',
      comment: 'Only the start (main.ts) seeds the demo world; nothing else depends on demo data.',
      severity: 'error',
      from: { path: '^services/src/', pathNot: [...TEST_CODE, '^services/src/demo/', '^services/src/main\\.ts$'] },
      to: { path: '^services/src/demo/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^web/dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
