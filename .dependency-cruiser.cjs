// The boundaries `npm run check` enforces (docs/decisions/boundaries.md).
const TEST_CODE = ['\\.spec\\.tsx?$', '/testing/', '^web/src/e2e/', '^services/labelled/'];

// web/src: folders every feature may use, which use no feature themselves (the rest of web/src are
// features, but for the frame: app/, routing/ and shell/ assemble the features into the app and may
// use any of them; features and shared folders may use the frame's paths, navigation and layout).
const WEB_SHARED = '^web/src/(api|dialogs|feedback|format|forms|live|notFound|pwa|session|shared)/';
const WEB_FEATURE = `^web/src/(?!(?:api|dialogs|feedback|format|forms|live|notFound|pwa|session|shared|app|routing|shell|e2e)/)([^/]+)/`;
// A feature's parts other features use today, each with its reason (docs/decisions/boundaries.md);
// each is a move into shared/ waiting to happen, and nothing else of a feature may be imported.
const WEB_SHARED_BY_FEATURES = [
  // Asking a visitor to identify before an action: account's one entry point (guide, landing, swipe).
  '^web/src/account/identify/requireIdentity\\.ts$',
  // How a publication is shown and read: prices, pictures, badges, the type catalogue, extras'
  // rules, the address field; swipe, search, storefront, group, statistics and admin show them.
  '^web/src/publication/(display|catalogue|extras|address)/',
  // 'Contactar' and the seller's contact panel it opens: a publication's detail and page, a storefront.
  '^web/src/publication/detail/ContactButton\\.tsx$',
  // A saved search's client, address, title and latest list: swipe decides a search's results,
  // account lists a person's searches, landing and dashboard show the latest.
  '^web/src/search/(api/searchClient|api/searchApi|searchPaths|searchTitle|invitedLine)\\.ts$',
  '^web/src/search/latest/',
  // The storefront's collage, empty state and catalogue: a microsite's home and a storefront's search.
  '^web/src/storefront/(Collage|EmptyStore)\\.tsx$',
  '^web/src/storefront/(catalogueSlug|storefrontState)\\.ts$',
  // Premium's benefits, pitched on the landing and listed again in account's premium step.
  '^web/src/landing/premiumBenefits\\.ts$',
  // The dashboard's cards that other features own (SPEC.md: the dashboard gathers them).
  '^web/src/(guide/GuideCard|microsite/MicrositeCard|statistics/ActivityRow)\\.tsx$',
  '^web/src/statistics/statisticsApi\\.ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'web-feature-imports-feature',
      comment: 'A web feature imports shared folders, the frame and its own files, never another feature.',
      severity: 'error',
      from: { path: WEB_FEATURE, pathNot: TEST_CODE },
      to: { path: WEB_FEATURE, pathNot: ['^web/src/$1/', ...WEB_SHARED_BY_FEATURES] },
    },
    {
      name: 'web-shared-imports-feature',
      comment: "web/src's shared folders are used by features and use none.",
      severity: 'error',
      from: { path: WEB_SHARED, pathNot: TEST_CODE },
      to: { path: WEB_FEATURE },
    },
    {
      name: 'context-internals',
      comment: 'A folder of services/src is used by others only through its index.ts.',
      severity: 'error',
      from: { path: '^services/src/([^/]+)/', pathNot: TEST_CODE },
      to: { path: '^services/src/[^/]+/', pathNot: ['^services/src/$1/', '^services/src/[^/]+/index\\.ts$'] },
    },
    {
      name: 'root-reaches-internals',
      comment:
        "services/src's own files (the platform's assembly) use its folders through their index.ts too, register a folder's routes through its routes.ts and take the platform's parts from its ports.ts.",
      severity: 'error',
      from: { path: '^services/src/[^/]+\\.ts$', pathNot: TEST_CODE },
      to: { path: '^services/src/[^/]+/', pathNot: '^services/src/[^/]+/(index|routes|ports)\\.ts$' },
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
      name: 'no-circular',
      comment:
        'Product code has no import cycle, type imports included: a folder that uses another is never used by it (docs/decisions/boundaries.md).',
      severity: 'error',
      from: { pathNot: TEST_CODE },
      to: { circular: true, viaOnly: { pathNot: TEST_CODE } },
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
