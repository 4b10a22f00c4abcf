// What a built bundle loads: its chunks by file name, and what a chunk pulls in statically.
import type { Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

export function chunksOf(bundle: Rollup.OutputBundle): Map<string, OutputChunk> {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  return chunks;
}

/** The chunks and every chunk they import statically, transitively. */
export function withStaticImports(start: readonly OutputChunk[], chunks: Map<string, OutputChunk>): OutputChunk[] {
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

/**
 * What every page runs: the entry (src/boot.ts, the page's only script), the app it imports once
 * the page has painted, and every chunk those import statically.
 */
export function appChunks(chunks: Map<string, OutputChunk>): OutputChunk[] {
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const started = entries.flatMap((entry) => entry.dynamicImports.flatMap((file) => chunks.get(file) ?? []));
  return withStaticImports([...entries, ...started], chunks);
}

/** The chunk a module was bundled into: its own, or the group's that took it. */
export function chunkHolding(chunks: Map<string, OutputChunk>, moduleId: string): OutputChunk | undefined {
  const all = [...chunks.values()];
  return all.find((chunk) => chunk.facadeModuleId === moduleId) ?? all.find((chunk) => moduleId in chunk.modules);
}
