// Writes dist/screen-preloads.json: the app's scripts every page runs (the entry starts them once the
// page has painted), and every route's path pattern in the router's order, with the files of its
// screen's chunk when that screen is one a visit often starts on. The server names them in a shell
// without server markup (services/src/http/screenPreloads.ts), so the app and the screen download
// beside the entry instead of after it has run and asked for them.
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { compilePattern } from '../src/routing/pathPattern.ts';
import { ROUTE_NAMES, ROUTES, type RouteName } from '../src/routing/routeTable.ts';
import { appChunks, chunkHolding, chunksOf, withStaticImports } from './bundleChunks.ts';

type OutputChunk = Rollup.OutputChunk;

export const SCREEN_PRELOADS_FILE = 'screen-preloads.json';

/** One route of the file: a path matching `pattern` opens it; `scripts` and `styles` are under /. */
export interface ScreenPreload {
  pattern: string;
  scripts: string[];
  styles: string[];
}

/** The file: the app's scripts and stylesheets (under /) and the routes. */
export interface ScreenPreloads {
  app: string[];
  appStyles: string[];
  routes: ScreenPreload[];
}

/** `screens`: route name → the screen's module, relative to the Vite root. */
export function screenPreloads(screens: Partial<Record<RouteName, string>>): Plugin {
  let root = process.cwd();
  return {
    name: 'screen-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After Vite's own: it drops the chunks holding only CSS (moving their stylesheets to their
    // importers), and a preload of one of those would fetch the page instead of a script.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        if (!entry) return this.error('screen-preloads: the build has no entry chunk');
        // The shell names the entry's own imports already (Vite's modulepreload links).
        const byEntry = new Set(withStaticImports([entry], chunks).map((chunk) => chunk.fileName));
        const app = appChunks(chunks).filter((chunk) => !byEntry.has(chunk.fileName));
        const loadedByEntry = new Set([...byEntry, ...app.map((chunk) => chunk.fileName)]);
        const stylesOf = (own: OutputChunk[]) =>
          [...new Set(own.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map((file) => `/${file}`);
        const filesOf = (module: string): Pick<ScreenPreload, 'scripts' | 'styles'> => {
          const id = path.resolve(root, module);
          const screen = chunkHolding(chunks, id);
          if (!screen) return this.error(`screen-preloads: no chunk comes from ${module}`);
          const own = withStaticImports([screen], chunks).filter((chunk) => !loadedByEntry.has(chunk.fileName));
          return { scripts: own.map((chunk) => `/${chunk.fileName}`), styles: stylesOf(own) };
        };
        const routes: ScreenPreload[] = ROUTE_NAMES.map((name) => {
          const module = screens[name];
          const files = module ? filesOf(module) : { scripts: [], styles: [] };
          const { pattern } = compilePattern(ROUTES[name].path, false);
          if (!(pattern instanceof RegExp)) return this.error(`screen-preloads: ${name} has no regular expression`);
          return { pattern: pattern.source, ...files };
        });
        const file: ScreenPreloads = {
          app: app.map((chunk) => `/${chunk.fileName}`),
          appStyles: stylesOf(app),
          routes,
        };
        this.emitFile({ type: 'asset', fileName: SCREEN_PRELOADS_FILE, source: JSON.stringify(file) });
      },
    },
  };
}
