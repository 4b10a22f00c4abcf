// Prints, after `vite build`, how much a visitor downloads (brotli, as the server sends it) to see the
// landing page: the shell, the entry and the app it starts, the landing page's lazy chunk, every
// chunk they import statically, and the stylesheets those chunks bring. Over the budget the build fails, so a change
// that makes the first screen heavier is caught where it is made.
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { appChunks, chunkHolding, chunksOf, withStaticImports } from './bundleChunks.ts';
import { brotliOf } from './precompress.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

interface LandingSizeOptions {
  /** The landing page's module, relative to the Vite root. */
  landingModule: string;
  budgetKilobytes: number;
}

interface ChunkSize {
  fileName: string;
  compressedBytes: number;
}

function compressedSize(source: string | Uint8Array): number {
  return brotliOf(Buffer.from(source)).length;
}

function sizesOf(files: OutputChunk[], bundle: OutputBundle): ChunkSize[] {
  const names = new Set<string>(['index.html']);
  for (const chunk of files) {
    names.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) names.add(css);
  }
  return [...names].flatMap((fileName) => {
    const output = bundle[fileName];
    if (!output) return [];
    const source = output.type === 'chunk' ? output.code : output.source;
    return [{ fileName, compressedBytes: compressedSize(source) }];
  });
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function landingSizeReport(options: LandingSizeOptions): Plugin {
  let root = process.cwd();
  let report: ChunkSize[] = [];
  let landingFound = false;

  return {
    name: 'landing-size-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After Vite's own: the stylesheet and the page are emitted by then.
    generateBundle: {
      order: 'post',
      handler(_outputOptions, bundle) {
        const chunks = chunksOf(bundle);
        const landingPath = path.resolve(root, options.landingModule);
        const landing = [chunkHolding(chunks, landingPath)].filter((chunk) => chunk !== undefined);
        landingFound = landing.length > 0;
        report = sizesOf(withStaticImports([...appChunks(chunks), ...landing], chunks), bundle);
      },
    },
    closeBundle() {
      if (!landingFound) this.error(`landing-size-report: no chunk comes from ${options.landingModule}`);
      const total = report.reduce((sum, chunk) => sum + chunk.compressedBytes, 0);
      const withinBudget = total <= options.budgetKilobytes * 1024;
      const lines = [
        '',
        `Landing page first visit (brotli: HTML, JS, CSS): ${kilobytes(total)} of a ${options.budgetKilobytes} KB budget${withinBudget ? '' : ' (OVER BUDGET)'}`,
        ...report
          .sort((a, b) => b.compressedBytes - a.compressedBytes)
          .map((chunk) => `  ${kilobytes(chunk.compressedBytes).padStart(10)}  ${chunk.fileName}`),
        '',
      ];
      console.log(lines.join('\n'));
      if (!withinBudget) {
        this.error(
          `the landing page loads ${kilobytes(total)} (brotli), over its ${options.budgetKilobytes} KB budget: ` +
            'load what the first screen does not show with a dynamic import()',
        );
      }
    },
  };
}
