// The built web client on the API's port: hashed assets (brotli and gzip files made by the build,
// chosen by Accept-Encoding, cached for good), the other public files (revalidated on each use,
// so a new service worker or manifest is seen at once), and the page for every other GET or HEAD
// outside /api (shellPage.ts: the app shell, rendered on the server for public pages), with an
// ETag a revalidation answers with 304.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_MESSAGES } from '@app/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, fresh } from './pageValidators.ts';
import { loadScreenPreloads } from './screenPreloads.ts';
import { type EncodedShell, shellEncoder } from './shellEncoding.ts';
import { assemblePage, type ShellContent } from './shellPage.ts';

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
/**
 * Pages are the same for every visitor (the server renders a visitor's view) and revalidated on
 * each load: a change (a new price) shows on the next one, an unchanged page costs a 304.
 */
const PAGE_CACHE = 'public, no-cache';

function isHashedAsset(filePath: string): boolean {
  return filePath.includes(`${path.sep}assets${path.sep}`);
}

export function registerWebClient(
  app: FastifyInstance,
  webDirectory: string | undefined,
  content: ShellContent = {},
): void {
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
  const encode = shellEncoder();
  app.setNotFoundHandler(async (request, reply) => {
    // A missing built file is a 404, never the page: a script the browser asked for must not be HTML.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/assets/');
    if (wantsPage && shell !== null) return sendShell(request, reply, shell, { ...content, preloads }, encode);
    return reply.status(404).send({ message: ERROR_MESSAGES.notFound, errors: {} });
  });
}

type PageEncoder = (page: string, tag: string, acceptEncoding: string | undefined) => EncodedShell;

async function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  shell: string,
  content: ShellContent,
  encode: PageEncoder,
) {
  const { page, status } = await assemblePage(request, shell, content);
  const tag = etagOf(page);
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', PAGE_CACHE)
    .header('etag', tag)
    // A browser keeping a session gets the page without a visitor's markup (serverRender/).
    .header('vary', 'accept-encoding, cookie');
  // A page unchanged since the browser's copy (same bytes: same data, same build) is not sent again.
  if (status === 200 && fresh(request, tag)) return reply.status(304).send();
  const encoded = encode(page, tag, request.headers['accept-encoding']);
  if (encoded.encoding) reply.header('content-encoding', encoded.encoding);
  return reply.status(status).send(encoded.body);
}
