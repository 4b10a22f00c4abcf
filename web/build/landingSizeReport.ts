// Prints, after `vite build`, how much JavaScript (gzip) a visitor downloads to see the landing page:
// the entry chunk, the landing page's lazy chunk, and every chunk they import statically.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

interface LandingSizeOptions {
  /** The landing page's module, relative to the Vite root. */
  landingModule: string;
  budgetKilobytes: number;
}

interface ChunkSize {
  fileName: string;
  gzipBytes: number;
}

function chunksOf(bundle: OutputBundle): Map<string, OutputChunk> {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  return chunks;
}

function withStaticImports(start: OutputChunk[], chunks: Map<string, OutputChunk>): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const pending = [...start];
  while (pending.length > 0) {
    const chunk = pending.pop()!;
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) {
      const next = chunks.get(imported);
      if (next) pending.push(next);
    }
  }
  return [...seen.values()];
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
    generateBundle(_outputOptions, bundle) {
      const chunks = chunksOf(bundle);
      const landingPath = path.resolve(root, options.landingModule);
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
      const landing = [...chunks.values()].filter((chunk) => chunk.facadeModuleId === landingPath);
      landingFound = landing.length > 0;
      report = withStaticImports([...entries, ...landing], chunks).map((chunk) => ({
        fileName: chunk.fileName,
        gzipBytes: gzipSync(chunk.code, { level: 9 }).length,
      }));
    },
    closeBundle() {
      if (!landingFound) {
        this.warn(`landing-size-report: no chunk comes from ${options.landingModule}`);
        return;
      }
      const total = report.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
      const withinBudget = total <= options.budgetKilobytes * 1024;
      const lines = [
        '',
        `Landing page JavaScript (gzip): ${kilobytes(total)} of a ${options.budgetKilobytes} KB budget${withinBudget ? '' : ' (OVER BUDGET)'}`,
        ...report
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .map((chunk) => `  ${kilobytes(chunk.gzipBytes).padStart(10)}  ${chunk.fileName}`),
        '',
      ];
      console.log(lines.join('\n'));
      if (!withinBudget) this.warn(`the landing page loads ${kilobytes(total)} of JavaScript (gzip)`);
    },
  };
}
