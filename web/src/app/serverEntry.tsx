// The server's way into the client (built by `vite build --ssr` into web/dist-server, loaded by
// services/src/serverRender): which public pages are rendered on the server, what their first
// screen reads, and their markup for a visitor, which the client hydrates (main.tsx).
import { type Configuration, configurationSchema } from '@app/contracts/configuration';
import { renderToString } from 'react-dom/server';
import { createAppQueryClient } from '../api/query/queryClient.ts';
import { PAGES } from '../routing/pages.ts';
import { preloadScreen } from '../routing/preloadableScreen.tsx';
import { resolveRoute } from '../routing/resolveRoute.ts';
import type { RouteName } from '../routing/routeTable.ts';
import { configuration } from '../session/sessionState.ts';
import { App } from './App.tsx';
import { firstScreenReads, seedFirstScreen } from './firstScreenReads.ts';
import { shellMicrosite } from './micrositeShell.ts';

/** The public screens a visit starts on; signed-in screens stay rendered by the client. */
const SERVER_RENDERED: readonly RouteName[] = [
  'home',
  'landing',
  'user.home',
  'publication.show',
  'microsite.home',
  'search.index',
  'user.search.index',
  'microsite.search.index',
];
/** Screens shown at '/' (the landing, or a microsite's home), loaded like the others. */
const LOADED: readonly RouteName[] = [...SERVER_RENDERED, 'landing', 'microsite.home'];

/** Loads the rendered screens' modules once, so a render never waits for one (renderToString). */
export async function prepareServerRender(): Promise<void> {
  await Promise.all(LOADED.map((name) => preloadScreen(PAGES[name])));
}

export interface ServerPagePlan {
  /** Addresses under /api the first screen reads, in order. */
  reads: string[];
}

/** What rendering the path needs, or null when its page is left to the client. */
export function planServerPage(pathname: string, onMicrosite: boolean): ServerPagePlan | null {
  const route = resolveRoute(pathname);
  if (!route || !SERVER_RENDERED.includes(route.name)) return null;
  return { reads: firstScreenReads(route, onMicrosite).map((read) => read.apiPath) };
}

export interface ServerPageInput {
  pathname: string;
  /** The query string without '?'. */
  search: string;
  /** The configuration the page inlines (GET /api/configuration's answer). */
  configuration: unknown;
  /** The answers of planServerPage's reads, in order. */
  answers: unknown[];
}

/** Configurations checked already: the server hands the same object while nothing changed. */
const checkedConfigurations = new WeakMap<object, Configuration>();

function checkedConfiguration(input: unknown): Configuration | null {
  const known = typeof input === 'object' && input !== null ? checkedConfigurations.get(input) : undefined;
  if (known) return known;
  const parsed = configurationSchema.safeParse(input);
  if (!parsed.success) return null;
  if (typeof input === 'object' && input !== null) checkedConfigurations.set(input, parsed.data);
  return parsed.data;
}

/**
 * The markup of #root for a visitor, or null when the inputs do not match their schemas. The
 * client's state lives in module signals: they are set for this render and put back after it
 * (renderToString runs to the end synchronously, so no other request sees them).
 */
export function renderServerPage(input: ServerPageInput): string | null {
  const route = resolveRoute(input.pathname);
  const checked = checkedConfiguration(input.configuration);
  if (!route || !checked) return null;
  const client = createAppQueryClient();
  const reads = firstScreenReads(route, checked.microsite !== null);
  if (!seedFirstScreen(client, reads, input.answers)) return null;
  const { default_user: _defaultUser, ...microsite } = checked.microsite ?? { default_user: null };
  configuration.value = checked;
  shellMicrosite.value = checked.microsite ? (microsite as typeof shellMicrosite.value) : null;
  try {
    return renderToString(<App client={client} ssrPath={input.pathname} ssrSearch={input.search} />);
  } finally {
    configuration.value = null;
    shellMicrosite.value = null;
    client.clear();
  }
}
