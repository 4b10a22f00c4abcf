// sitemap.xml of a site: its public pages, the storefronts with public publications and, on the
// platform, the public groups of the directory. A microsite's host lists its own home and the
// storefronts of its users. Nothing private is listed: no search, invitation or hidden publication.
import type { ReadModelDatabase } from '@app/projections';
import { escapeHtml } from '../http/index.ts';
import type { SiteAddress } from './siteAddress.ts';

/** The sitemaps protocol's limit for one file. */
const SITEMAP_MAX_URLS = 50_000;

interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

async function storefronts(db: ReadModelDatabase, micrositeId: string | null, limit: number): Promise<SitemapEntry[]> {
  let query = db
    .selectFrom('users')
    .innerJoin('publication_publishers', 'publication_publishers.user_id', 'users.id')
    .innerJoin('publications', 'publications.id', 'publication_publishers.publication_id')
    .where('users.slug', 'is not', null)
    .where('users.deleted_at', 'is', null)
    .where('publications.public', '=', true)
    .groupBy('users.slug')
    .select(['users.slug', (eb) => eb.fn.max('publications.published_at').as('last_published')])
    .orderBy('users.slug')
    .limit(limit);
  if (micrositeId !== null) {
    query = query.where('users.id', 'in', (eb) =>
      eb.selectFrom('microsite_users').select('user_id').where('microsite_id', '=', micrositeId),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({ path: `/${row.slug}`, lastModified: row.last_published }));
}

async function publicGroups(db: ReadModelDatabase, limit: number): Promise<SitemapEntry[]> {
  const rows = await db
    .selectFrom('groups')
    .select(['id', 'updated_at'])
    .where('public', '=', true)
    .where('discoverable', '=', true)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ path: `/group/${row.id}`, lastModified: row.updated_at }));
}

function sitePages(site: SiteAddress): SitemapEntry[] {
  const microsite = site.microsite;
  const paths = microsite
    ? ['/', '/microsite/search', ...(microsite.settings.groups ? ['/group'] : [])]
    : ['/landing', '/search', '/group', '/guide/start', '/legal/terms', '/legal/privacy'];
  return paths.map((path) => ({ path, lastModified: null }));
}

export async function sitemapEntries(db: ReadModelDatabase, site: SiteAddress): Promise<SitemapEntry[]> {
  const pages = sitePages(site);
  const stores = await storefronts(db, site.microsite?.id ?? null, SITEMAP_MAX_URLS - pages.length);
  const groups = site.microsite ? [] : await publicGroups(db, SITEMAP_MAX_URLS - pages.length - stores.length);
  return [...pages, ...stores, ...groups];
}

export function sitemapXml(site: SiteAddress, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(site.absolute(entry.path))}</loc>${lastModified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
