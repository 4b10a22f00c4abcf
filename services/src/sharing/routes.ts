// GET (and HEAD) /robots.txt and /sitemap.xml on every host, and the link-preview head of the app
// shell (webClient.ts): what crawlers and link unfurlers read, who run no script.
import type { FastifyInstance } from 'fastify';
import type { ShellHead } from '../http/index.ts';
import { access } from '../http/index.ts';
import type { Platform } from '../platform.ts';
import { previewTags } from './linkPreview.ts';
import { pagePreview } from './pagePreviews.ts';
import { robotsTxt } from './robotsTxt.ts';
import { siteOf } from './siteAddress.ts';
import { sitemapEntries, sitemapXml } from './sitemap.ts';

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
    const xml = sitemapXml(site, await sitemapEntries(platform.db, site));
    return reply.type('application/xml; charset=utf-8').header('cache-control', CRAWLER_FILE_CACHE).send(xml);
  });
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
