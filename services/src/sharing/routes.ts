// GET (and HEAD) /robots.txt and /sitemap.xml on every host, and the link-preview head of the app
// shell (webClient.ts): what crawlers and link unfurlers read, who run no script.
import { ERROR_MESSAGES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ShellHead } from '../http/index.ts';
import { access } from '../http/index.ts';
import type { Platform } from '../platform.ts';
import { previewTags } from './linkPreview.ts';
import { pagePreview } from './pagePreviews.ts';
import { robotsTxt } from './robotsTxt.ts';
import { siteOf } from './siteAddress.ts';
import { sitemapOf, sitemapXml } from './sitemap.ts';

/** Crawlers read these at most once a day or so; an hour keeps a new storefront near at hand. */
const CRAWLER_FILE_CACHE = 'public, max-age=3600';

export function registerSharingRoutes(app: FastifyInstance, platform: Platform): void {
  const visitor = { access: access.visitor };
  app.get('/robots.txt', { config: visitor }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_FILE_CACHE)
      .send(robotsTxt(siteOf(request).origin)),
  );
  app.get('/sitemap.xml', { config: visitor }, async (request, reply) => {
    const site = siteOf(request);
    const page = sitemapPage((request.query as Record<string, unknown>).page);
    const sitemap = page === 'invalid' ? null : await sitemapOf(platform.db, site, page);
    if (!sitemap) return reply.status(404).send({ message: ERROR_MESSAGES.notFound, errors: {} });
    const xml = sitemapXml(site, sitemap);
    return reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_FILE_CACHE).send(xml);
  });
}

/** ?page=N of a sitemap index (from 1); null without one. */
function sitemapPage(value: unknown): number | null | 'invalid' {
  if (value === undefined) return null;
  const page = Number(value);
  return typeof value === 'string' && /^[1-9]\d{0,5}$/.test(value) ? page : 'invalid';
}

/** The head of the app shell for the page a request opens: its card and canonical address. */
export function linkPreviewHead(platform: Platform): ShellHead {
  return async (request) => {
    const path = pagePath(request.url);
    if (path === null) return null;
    try {
      const preview = await pagePreview(platform, siteOf(request), path);
      return { title: preview.title, description: preview.description, tags: previewTags(preview) };
    } catch (error) {
      // The page still opens without its card: the person matters more than the crawler.
      request.log.error({ err: error }, 'link preview failed');
      return null;
    }
  };
}

/** '/Ana/' → '/Ana'; null for an address that is not valid percent-encoding. */
function pagePath(url: string): string | null {
  try {
    return decodeURI(url.split('?', 1)[0] ?? '/').replace(/(.)\/+$/, '$1');
  } catch {
    return null;
  }
}
