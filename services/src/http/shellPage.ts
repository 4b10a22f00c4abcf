// The page the server sends for a client path: the app shell in the host's branding, with the
// page's head (title, description, link card, structured data), the configuration inlined, the
// first screen's files named and, for a public page rendered on the server, its markup and the
// answers it was rendered from (the client hydrates them instead of asking again).
import type { FastifyRequest } from 'fastify';
import { escapeHtml } from './escapeHtml.ts';
import type { PageMarkup, ScreenPreloadTags } from './screenPreloads.ts';
import { brandShell } from './siteBranding.ts';

/** What a page's shell says of it in its head (link previews, canonical address), or null. */
export interface ShellHeadTags {
  title: string;
  description: string;
  /** Further tags, ready to insert. */
  tags: string;
}
export type ShellHead = (request: FastifyRequest) => Promise<ShellHeadTags | null>;

/**
 * A page rendered on the server: #root's markup and the first screen's answers it shows (a JSON
 * array, as read), which the client hydrates; null answers: markup the client renders over (a
 * shared search's invitation).
 */
export interface RenderedPage {
  markup: string;
  answersJson: string | null;
}
/**
 * The page for a request, given the configuration inlined (still being read: the page's own reads
 * start beside it); 'not-found' when its subject is not.
 */
export type PageRender = (
  request: FastifyRequest,
  configuration: Promise<unknown>,
) => Promise<RenderedPage | 'not-found' | null>;

/** What the server writes into the app shell it sends. */
export interface ShellContent {
  head?: ShellHead;
  /**
   * The configuration the host serves (GET /api/configuration), inlined as JSON: the client reads
   * it at start instead of asking for it (a preload of it went unused on every reload).
   */
  configuration?: (request: FastifyRequest) => Promise<unknown>;
  render?: PageRender;
  preloads?: ScreenPreloadTags;
}

/** Ids of the inlined JSON elements (web/src/api/configurationApi.ts and app/hydration.ts read them). */
export const CONFIGURATION_ELEMENT_ID = 'configuration';
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';
const EMPTY_ROOT = '<div id="root"></div>';

/** JSON text safe inside a <script> element: no '</script>' or '<!--' can close or open anything. */
function inlineJsonText(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** A value as JSON safe inside a <script> element. */
export function inlineJson(value: unknown): string {
  return inlineJsonText(JSON.stringify(value));
}

function jsonTextScript(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${inlineJsonText(json)}</script>`;
}

function jsonScript(id: string, value: unknown): string {
  return jsonTextScript(id, JSON.stringify(value));
}

/** The configuration is one object while nothing in it changed (loadConfiguration): written once. */
const configurationScripts = new WeakMap<object, string>();

function configurationScript(configuration: unknown): string {
  if (typeof configuration !== 'object' || configuration === null)
    return jsonScript(CONFIGURATION_ELEMENT_ID, configuration);
  let script = configurationScripts.get(configuration);
  if (script === undefined) {
    script = jsonScript(CONFIGURATION_ELEMENT_ID, configuration);
    configurationScripts.set(configuration, script);
  }
  return script;
}

function withHead(page: string, head: ShellHeadTags): string {
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  const described = /<meta name="description"[^>]*>/.test(page)
    ? page.replace(/<meta name="description"[^>]*>/, description)
    : page.replace('</head>', `${description}</head>`);
  return described
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace('</head>', `${head.tags}</head>`);
}

async function renderedPage(
  request: FastifyRequest,
  configuration: Promise<unknown> | undefined,
  content: ShellContent,
) {
  if (!content.render || configuration === undefined) return null;
  try {
    return await content.render(request, configuration);
  } catch (error) {
    // The page still opens, rendered by the client: the person matters more than the first paint.
    request.log.error({ err: error }, 'server render failed');
    return null;
  }
}

export interface AssembledPage {
  page: string;
  status: 200 | 404;
}

export async function assemblePage(
  request: FastifyRequest,
  shell: string,
  content: ShellContent,
): Promise<AssembledPage> {
  // A microsite's host gets the shell in its own colours, name and icons (siteBranding.ts).
  const branded = request.microsite ? brandShell(shell, request.microsite) : shell;
  // The head's queries run beside the configuration's and the first screen's.
  const head = content.head ? content.head(request) : Promise.resolve(null);
  const reading = content.configuration?.(request);
  // Awaited below; until then a failed read must not count as unhandled.
  reading?.catch(() => {});
  const rendered = await renderedPage(request, reading, content);
  const configuration = await reading;
  const tags = await head;
  const server = rendered !== null && rendered !== 'not-found' ? rendered : null;
  const markup: PageMarkup = server === null ? 'none' : server.answersJson === null ? 'invitation' : 'hydrated';
  const inlined = [
    content.preloads?.(request.url.split('?')[0] ?? '/', markup) ?? '',
    configuration === undefined ? '' : configurationScript(configuration),
    server?.answersJson ? jsonTextScript(FIRST_SCREEN_ELEMENT_ID, server.answersJson) : '',
  ].join('');
  const page = (tags ? withHead(branded, tags) : branded).replace('</head>', `${inlined}</head>`);
  return {
    page: server ? page.replace(EMPTY_ROOT, `<div id="root">${server.markup}</div>`) : page,
    status: rendered === 'not-found' ? 404 : 200,
  };
}
