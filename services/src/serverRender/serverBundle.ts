// The client's server build (web/src/app/serverEntry.tsx, built by `npm run build --workspace web`
// into web/dist-server beside web/dist): loaded once at start, its screens' modules with it.
// Without it (a test's hand-made web directory) pages are sent as the app shell alone.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ServerPagePlan {
  reads: string[];
}

export interface ServerPageInput {
  pathname: string;
  search: string;
  configuration: unknown;
  answers: unknown[];
}

/** What services/src/serverRender uses of web/src/app/serverEntry.tsx. */
export interface ServerBundle {
  prepareServerRender(): Promise<void>;
  planServerPage(pathname: string, onMicrosite: boolean): ServerPagePlan | null;
  renderServerPage(input: ServerPageInput): string | null;
}

/** web/dist → web/dist-server/serverEntry.js. */
export function serverBundleFile(webDirectory: string): string {
  return path.join(path.dirname(path.resolve(webDirectory)), 'dist-server', 'serverEntry.js');
}

export async function loadServerBundle(webDirectory: string): Promise<ServerBundle | null> {
  const file = serverBundleFile(webDirectory);
  if (!existsSync(file)) return null;
  const bundle = (await import(pathToFileURL(file).href)) as ServerBundle;
  await bundle.prepareServerRender();
  return bundle;
}
