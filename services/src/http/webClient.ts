// The built web client on the API's port: hashed assets (brotli and gzip files made by the build,
// chosen by Accept-Encoding, cached for good), the other public files (revalidated on each use,
// so a new service worker or manifest is seen at once), and the app shell for every other GET or
// HEAD outside /api: the client's router decides what a path shows. A microsite's host gets the
// shell branded as that microsite.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_MESSAGES } from '@app/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brandShell } from '../microsite/index.ts';
import { escapeHtml } from './escapeHtml.ts';
import { loadScreenPreloads, type ScreenPreloadTags } from './screenPreloads.ts';
import { encodeShell } from './shellEncoding.ts';

const FOREVER = 'public, max-age=31536000, immutable';
/**
 * Security headers that only mean something on a document (helmet sets them on every answer).
 * A first visit fetches some fifty scripts and stylesheets: on a phone's connection their
 * kilobyte each of policy is worth leaving off.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-dns-prefetch-control',
  'origin-agent-cluster',
  'referrer-policy',
  'cross-origin-opener-policy',
];
const REVALIDATE = 'no-cache';

/** What a page's shell says of it in its head (link previews, canonical address), or null. */
export interface ShellHeadTags {
  title: string;
  description: string;
  /** Further tags, ready to insert. */
  tags: string;
}
export type ShellHead = (request: FastifyRequest) => Promise<ShellHeadTags | null>;

function isHashedAsset(filePath: string): boolean {
  return filePath.includes(`${path.sep}assets${path.sep}`);
}

export function registerWebClient(app: FastifyInstance, webDirectory: string | undefined, head?: ShellHead): void {
  const shellFile = webDirectory === undefined ? null : path.join(webDirectory, 'index.html');
  const shell = shellFile !== null && existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : null;
  if (shell !== null && webDirectory !== undefined) {
    void app.register(fastifyStatic, {
      root: path.resolve(webDirectory),
      wildcard: false,
      // '/' is the app shell like any client path: served below, so a microsite's host gets it branded.
      index: false,
      preCompressed: true,
      // @fastify/static's own cache-control (max-age=0) would replace the one set below.
      cacheControl: false,
      setHeaders: (response, filePath) => {
        response.setHeader('vary', 'accept-encoding');
        if (!isHashedAsset(filePath)) {
          response.setHeader('cache-control', REVALIDATE);
          return;
        }
        response.setHeader('cache-control', FOREVER);
      },
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/assets/')) for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    });
  }
  const preloads = webDirectory === undefined ? () => '' : loadScreenPreloads(webDirectory);
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (wantsPage && shell !== null) return sendShell(request, reply, withPreloads(shell, request, preloads), head);
    return reply.status(404).send({ message: ERROR_MESSAGES.notFound, errors: {} });
  });
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

/** The shell naming the files of the screen the path opens, so they download beside the entry. */
function withPreloads(shell: string, request: FastifyRequest, preloads: ScreenPreloadTags): string {
  const tags = preloads(request.url.split('?')[0] ?? '/');
  return tags ? shell.replace('</head>', `${tags}</head>`) : shell;
}

async function sendShell(request: FastifyRequest, reply: FastifyReply, shell: string, head?: ShellHead) {
  // A microsite's host gets the shell in its own colours, name and icons (siteBranding.ts).
  const branded = request.microsite ? brandShell(shell, request.microsite) : shell;
  const tags = head ? await head(request) : null;
  const page = tags ? withHead(branded, tags) : branded;
  const encoded = encodeShell(page, request.headers['accept-encoding']);
  reply
    .status(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .header('vary', 'accept-encoding');
  if (encoded.encoding) reply.header('content-encoding', encoded.encoding);
  return reply.send(encoded.body);
}
