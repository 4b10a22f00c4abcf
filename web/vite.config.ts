import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { landingSizeReport } from './build/landingSizeReport.ts';
import { mantineStyles } from './build/mantineStyles.ts';
import { precompress } from './build/precompress.ts';
import { serviceWorker } from './build/serviceWorkerBuild.ts';

/** Where `npm start` serves the API during development (`npm run dev --workspace web`). */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig(() => ({
  plugins: [
    mantineStyles(),
    react(),
    landingSizeReport({ landingModule: 'src/landing/LandingPage.tsx', budgetKilobytes: 150 }),
    serviceWorker(),
    precompress(),
  ],
  server: { proxy: { '/api': apiOrigin } },
  preview: { proxy: { '/api': apiOrigin } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod places /*@__PURE__*/ where Rollup cannot use it; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules/zod/')) return;
        warn(warning);
      },
    },
  },
}));
