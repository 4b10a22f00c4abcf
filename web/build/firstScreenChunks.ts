// Few files for a first screen. Rolldown splits code wherever two lazy modules share some (the
// search builder came in 87 files and 23 stylesheets, each a request with its headers and, on a
// phone's six connections, a round trip). Here the app every page runs (src/main.tsx and the
// modules it uses) is one chunk, and each screen a visit starts on is one chunk with its own
// modules, each with one stylesheet. The light screens (the landing, a storefront, a publication)
// claim their modules in the order listed: a later one imports an earlier one's small chunk for
// what they share. The heavy ones (the builder, the swipe results) claim what is left; what two of
// them share makes one chunk of its own.
//
// Which modules a chunk uses is only known after tree-shaking (the app imports Mantine's index,
// which names every component), so the build runs twice: `FIRST_SCREEN_CHUNKS=record` chunks as
// Rolldown would and writes each chunk's modules to RECORD_FILE; the real build groups them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { chunkHolding, chunksOf, withStaticImports } from './bundleChunks.ts';

export const recordingFirstScreenChunks = process.env.FIRST_SCREEN_CHUNKS === 'record';

interface ChunkPlan {
  /** The page's script, relative to the Vite root: its chunk is its own. */
  entry: string;
  /** The module that starts the app, relative to the Vite root. */
  app: string;
  /** Chunk name → the screen's module, relative to the Vite root; the first listed wins a shared module. */
  lightScreens: Record<string, string>;
  /** Chunk name → the screen's module; what two of them share is a chunk of its own. */
  heavyScreens: Record<string, string>;
}

interface Recorded {
  /** What the entry runs before it starts the app (Vite's preload helper, ...): never in the app's chunk. */
  entry: string[];
  app: string[];
  screens: { name: string; modules: string[] }[];
}

const recordFile = (root: string) => path.join(root, 'node_modules', '.first-screen-chunks', 'modules.json');

/** The first build's plugin: writes the modules of the app's and each screen's chunks as Rolldown made them. */
export function recordFirstScreenChunks(plan: ChunkPlan): Plugin {
  let root = process.cwd();
  return {
    name: 'record-first-screen-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const chunkOf = (module: string) =>
          chunkHolding(chunks, path.resolve(root, module)) ??
          this.error(`record-first-screen-chunks: no chunk comes from ${module}`);
        const modulesOf = (start: Rolldown.OutputChunk[]) =>
          new Set(withStaticImports(start, chunks).flatMap((chunk) => Object.keys(chunk.modules)));
        const entryModules = modulesOf([...chunks.values()].filter((chunk) => chunk.isEntry));
        const app = [...modulesOf([chunkOf(plan.app)])].filter((id) => !entryModules.has(id));
        const taken = new Set([...entryModules, ...app]);
        const screenModules = (module: string) => [...modulesOf([chunkOf(module)])].filter((id) => !taken.has(id));
        const light = Object.entries(plan.lightScreens).map(([name, module]) => {
          const modules = screenModules(module);
          for (const id of modules) taken.add(id);
          return { name, modules };
        });
        const heavy = Object.entries(plan.heavyScreens).map(([name, module]) => ({
          name,
          modules: screenModules(module),
        }));
        const uses = new Map<string, number>();
        for (const screen of heavy) for (const id of screen.modules) uses.set(id, (uses.get(id) ?? 0) + 1);
        const shared = new Set([...uses].filter(([, count]) => count > 1).map(([id]) => id));
        const screens = [
          ...light,
          { name: 'screens-shared', modules: [...shared] },
          ...heavy.map(({ name, modules }) => ({ name, modules: modules.filter((id) => !shared.has(id)) })),
        ].map((screen) => ({ ...screen, modules: [...screen.modules].sort() }));
        // What the entry shares with the app (Vite's preload helper, the early taps' holder); the page
        // and the entry's own module stay the entry chunk.
        const entryScript = path.resolve(root, plan.entry);
        const entry = [...entryModules].filter((id) => id !== entryScript && !id.endsWith('.html'));
        const recorded: Recorded = { entry, app, screens };
        mkdirSync(path.dirname(recordFile(root)), { recursive: true });
        writeFileSync(recordFile(root), JSON.stringify(recorded));
      },
    },
  };
}

/**
 * The real build's groups (none before a first build). Each group takes its modules' dependencies
 * too, so the groups claim in order: the entry's helpers first (the entry must not import the
 * app), the app, the light screens, the modules the heavy ones share, then the heavy ones.
 */
export function firstScreenChunkGroups(root: string): Rolldown.CodeSplittingGroup[] {
  const file = recordFile(root);
  if (recordingFirstScreenChunks || !existsSync(file)) return [];
  const recorded = JSON.parse(readFileSync(file, 'utf8')) as Recorded;
  const named = [
    { name: 'entry-helpers', modules: recorded.entry },
    { name: 'main', modules: recorded.app },
    ...recorded.screens,
  ];
  return named.map(({ name, modules }, index) => {
    const members = new Set(modules);
    return { name, test: (id: string) => members.has(id), priority: named.length - index };
  });
}
