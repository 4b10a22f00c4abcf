// The first screen's files named in the shell, from the screen-preloads.json the client's build
// writes (web/build/screenPreloads.ts). A page rendered on the server links the app's and its
// screen's stylesheets and names no script: its markup paints with the HTML and those, and the
// entry starts the app after that paint (web/src/boot.ts), so nothing competes with it. A page
// without server markup (a signed-in screen, a path the server does not render) preloads the app's
// and its screen's files: they download beside the entry instead of after it has run and asked.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ScreenPreload {
  pattern: string;
  scripts: string[];
  styles: string[];
}

/**
 * What the server put in a page: nothing (the app renders it), a first screen the app hydrates, or
 * an invitation the app renders over once touched (its markup carries its own styles).
 */
export type PageMarkup = 'none' | 'hydrated' | 'invitation';

/** The preload tags for a path (without its query), or '' when there are none. */
export type ScreenPreloadTags = (pathname: string, markup?: PageMarkup) => string;

const SAFE_FILE = /^\/assets\/[\w.-]+\.(js|css)$/;

const isFileList = (list: unknown): list is string[] =>
  Array.isArray(list) && list.every((file) => typeof file === 'string' && SAFE_FILE.test(file));

function isScreenPreload(value: unknown): value is ScreenPreload {
  if (typeof value !== 'object' || value === null) return false;
  const { pattern, scripts, styles } = value as Record<string, unknown>;
  return typeof pattern === 'string' && isFileList(scripts) && isFileList(styles);
}

function readFile(file: string): { app: string[]; appStyles: string[]; routes: ScreenPreload[] } {
  const parsed: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const { app, appStyles, routes } = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<
    string,
    unknown
  >;
  return {
    app: isFileList(app) ? app : [],
    appStyles: isFileList(appStyles) ? appStyles : [],
    routes: Array.isArray(routes) ? routes.filter(isScreenPreload) : [],
  };
}

const without = (files: readonly string[], known: readonly string[]) => files.filter((file) => !known.includes(file));

function preloadTags(scripts: readonly string[], styles: readonly string[]): string {
  return [
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="${file}" />`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`),
  ].join('');
}

const stylesheetTags = (styles: readonly string[]) =>
  styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}" />`).join('');

export function loadScreenPreloads(webDirectory: string): ScreenPreloadTags {
  const { app, appStyles, routes } = readFile(path.join(webDirectory, 'screen-preloads.json'));
  // In the router's order: the first pattern matching a path is the screen it opens.
  const compiled = routes.map((route) => {
    const styles = [...appStyles, ...without(route.styles, appStyles)];
    return {
      pattern: new RegExp(route.pattern),
      tags: preloadTags([...app, ...without(route.scripts, app)], styles),
      renderedTags: stylesheetTags(styles),
    };
  });
  const appOnly = { tags: preloadTags(app, appStyles), renderedTags: stylesheetTags(appStyles) };
  return (pathname, markup = 'none') => {
    // An invitation's picture is the one file its first paint waits for, with nothing beside it.
    if (markup === 'invitation') return '';
    const route = compiled.find((candidate) => candidate.pattern.test(pathname)) ?? appOnly;
    return markup === 'hydrated' ? route.renderedTags : route.tags;
  };
}
