// Writes dist/sw.js from build/serviceWorker.js: the version (a hash of what it caches, so every
// build that changes the first screen is a new worker) and the files to cache on install (the
// offline page, icons, manifest, the app's scripts every page runs and their stylesheets).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';
import { appChunks, chunksOf } from './bundleChunks.ts';

const ALWAYS_CACHED = ['/offline.html', '/icons/icon-192.png', '/manifest.webmanifest'];

function entryFiles(bundle: Rollup.OutputBundle): string[] {
  const files = appChunks(chunksOf(bundle)).flatMap((chunk) => [
    chunk.fileName,
    ...(chunk.viteMetadata?.importedCss ?? []),
  ]);
  // Only what is emitted: a precached file that is missing fails the worker's whole install.
  return [...new Set(files)]
    .filter((file) => file in bundle)
    .map((file) => `/${file}`)
    .sort();
}

export function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    // After Vite's own, which drops the chunks holding only CSS that the entry still lists.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const template = readFileSync(new URL('./serviceWorker.js', import.meta.url), 'utf8');
        const precache = [...ALWAYS_CACHED, ...entryFiles(bundle)];
        const version = createHash('sha256').update(template).update(precache.join('\n')).digest('hex').slice(0, 12);
        const source = template.replace('__VERSION__', version).replace('__PRECACHE__', JSON.stringify(precache));
        this.emitFile({ type: 'asset', fileName: 'sw.js', source });
      },
    },
  };
}
