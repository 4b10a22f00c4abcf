// Path patterns of the route table ('/search/:uuid'): their typed parameters, the parser wouter
// matches them with, and filling them in to build links.
import type { Parser } from 'wouter';

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** '/account/group/:id/edit' → { id: string }. */
export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string };

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Compiled = ReturnType<Parser>;
/** The route table's patterns, compiled once: wouter asks again on every match of every route. */
const compiled = new Map<string, Compiled>();

/**
 * wouter's parser for our patterns: static segments and ':name' segments, trailing slash optional.
 * wouter asks for '*' on a route without a path (the catch-all).
 */
export const compilePattern: Parser = (route, loose) => {
  const key = `${loose ? 'loose' : 'exact'} ${route}`;
  const known = compiled.get(key);
  if (known) return known;
  const made = compileOnce(route, loose);
  compiled.set(key, made);
  return made;
};

function compileOnce(route: string, loose: boolean | undefined): Compiled {
  if (route === '*') return { pattern: /^.*$/, keys: [] };
  const keys: string[] = [];
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escapeForRegExp(segment)}`;
      keys.push(segment.slice(1));
      return '/([^/]+?)';
    });
  const body = segments.join('');
  const pattern = new RegExp(loose ? `^${body}(?=$|/)` : `^${body}/?$`);
  return { pattern, keys };
}

export type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** Fills ':name' segments (encoded) and appends the query values that are set. */
export function fillPath(pattern: string, params: Record<string, string>, query: QueryValues = {}): string {
  const path = pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.set(name, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
