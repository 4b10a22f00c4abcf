// The first screen's files named in the shell (`<link rel="modulepreload">` and a style preload),
// from the screen-preloads.json the client's build writes (web/build/screenPreloads.ts): the
// browser fetches the screen beside the entry script, instead of once the entry has run and asked.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ScreenPreload {
  pattern: string;
  scripts: string[];
  styles: string[];
}

/**
 * The preload tags for a path (without its query), or '' when its screen has none. A page rendered
 * on the server links its screen's stylesheets instead: its markup is styled at the first paint.
 */
export type ScreenPreloadTags = (pathname: string, page?: { rendered: boolean }) => string;

const SAFE_FILE = /^\/assets\/[\w.-]+\.(js|css)$/;

function isScreenPreload(value: unknown): value is ScreenPreload {
  if (typeof value !== 'object' || value === null) return false;
  const { pattern, scripts, styles } = value as Record<string, unknown>;
  const files = (list: unknown) =>
    Array.isArray(list) && list.every((file) => typeof file === 'string' && SAFE_FILE.test(file));
  return typeof pattern === 'string' && files(scripts) && files(styles);
}

function tagsOf(route: ScreenPreload, rendered: boolean): string {
  const scripts = route.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`);
  const styles = route.styles.map((file) =>
    rendered
      ? `<link rel="stylesheet" crossorigin href="${file}" />`
      : `<link rel="preload" as="style" crossorigin href="${file}" />`,
  );
  return [...styles, ...scripts].join('');
}

export function loadScreenPreloads(webDirectory: string): ScreenPreloadTags {
  const file = path.join(webDirectory, 'screen-preloads.json');
  const parsed: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const routes = Array.isArray(parsed) ? parsed.filter(isScreenPreload) : [];
  // In the router's order: the first pattern matching a path is the screen it opens.
  const compiled = routes.map((route) => ({
    pattern: new RegExp(route.pattern),
    tags: tagsOf(route, false),
    renderedTags: tagsOf(route, true),
  }));
  return (pathname, page) => {
    const route = compiled.find((candidate) => candidate.pattern.test(pathname));
    return (page?.rendered ? route?.renderedTags : route?.tags) ?? '';
  };
}
