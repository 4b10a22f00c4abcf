import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import {
  firstScreenChunkGroups,
  recordFirstScreenChunks,
  recordingFirstScreenChunks,
} from './build/firstScreenChunks.ts';
import { landingSizeReport } from './build/landingSizeReport.ts';
import { mantineStyles } from './build/mantineStyles.ts';
import { precompress } from './build/precompress.ts';
import { screenPreloads } from './build/screenPreloads.ts';
import { serviceWorker } from './build/serviceWorkerBuild.ts';

/** Where `npm start` serves the API during development (`npm run dev --workspace web`). */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));

/** The app's chunk and the screens a visit starts on, each one chunk (build/firstScreenChunks.ts). */
const FIRST_SCREEN_CHUNKS = {
  entry: 'src/boot.ts',
  app: 'src/main.tsx',
  lightScreens: {
    landing: 'src/landing/LandingPage.tsx',
    storefront: 'src/storefront/StorefrontPage.tsx',
    publication: 'src/publication/page/PublicationPage.tsx',
    'microsite-home': 'src/microsite/MicrositeHomePage.tsx',
  },
  heavyScreens: {
    'search-builder': 'src/search/builder/SearchBuilderPage.tsx',
    'swipe-results': 'src/swipe/SwipeResultsPage.tsx',
  },
};

/**
 * The server's build of the client (`--ssr src/app/serverEntry.tsx`): markup only, no assets. React
 * and what renders with it are bundled as production builds, as the browser's are: left to the
 * server's NODE_ENV, `npm start` and the tests rendered with React's development build, about
 * twice as slow.
 */
const serverBuild: UserConfig = {
  plugins: [mantineStyles(), react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));

const browserBuild: UserConfig = {
  plugins: [
    mantineStyles(),
    react(),
    // The real build's; the recording build chunks as Rolldown would.
    ...(recordingFirstScreenChunks
      ? []
      : [landingSizeReport({ landingModule: 'src/landing/LandingPage.tsx', budgetKilobytes: 150 })]),
    // The screens a visit often starts on: the server has the shell name their files (pages.ts).
    screenPreloads({
      landing: 'src/landing/LandingPage.tsx',
      dashboard: 'src/dashboard/DashboardPage.tsx',
      'search.index': 'src/search/builder/SearchBuilderPage.tsx',
      'search.result': 'src/swipe/SwipeResultsPage.tsx',
      'microsite.home': 'src/microsite/MicrositeHomePage.tsx',
      'user.home': 'src/storefront/StorefrontPage.tsx',
      'publication.show': 'src/publication/page/PublicationPage.tsx',
      'user.search.index': 'src/search/builder/SearchBuilderPage.tsx',
    }),
    serviceWorker(),
    precompress(),
    ...(recordingFirstScreenChunks ? [recordFirstScreenChunks(FIRST_SCREEN_CHUNKS)] : []),
  ],
  server: { proxy: { '/api': apiOrigin } },
  preview: { proxy: { '/api': apiOrigin } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: { codeSplitting: { groups: firstScreenChunkGroups(WEB_ROOT) } },
      onwarn(warning, warn) {
        // zod places /*@__PURE__*/ where Rollup cannot use it; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules/zod/')) return;
        warn(warning);
      },
    },
  },
};
