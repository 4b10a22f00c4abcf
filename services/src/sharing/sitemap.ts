// sitemap.xml of a site: its public pages, the storefronts with public publications, every public
// publication's page and, on the platform, the public groups of the directory. A microsite's host
// lists its own home, its users' storefronts and the publications it shows. Nothing private is
// listed: no search, invitation or hidden publication. Past 50,000 addresses (the protocol's limit
// for one file) /sitemap.xml is an index of pages, /sitemap.xml?page=N.
import type { ReadModelDatabase } from '@app/projections';
import type { SelectQueryBuilder } from 'kysely';
import { escapeHtml } from '../http/index.ts';
import { micrositeCondition } from '../microsite/index.ts';
import type { SiteAddress } from './siteAddress.ts';

/** The sitemaps protocol's limit for one file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

/** One kind of address: how many there are, and a window of them in a stable order. */
interface SitemapSource {
  count(): Promise<number>;
  read(offset: number, limit: number): Promise<SitemapEntry[]>;
}

// biome-ignore lint/suspicious/noExplicitAny: the sources' queries differ in their tables.
type AnyQuery = SelectQueryBuilder<any, any, any>;

function counted(query: AnyQuery): Promise<number> {
  return query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst()
    .then((row) => Number((row as { count?: number } | undefined)?.count ?? 0));
}

function storefrontQuery(db: ReadModelDatabase, micrositeId: string | null) {
  let query = db
    .selectFrom('users')
    .where('users.slug', 'is not', null)
    .where('users.deleted_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('publication_publishers')
          .innerJoin('publications', 'publications.id', 'publication_publishers.publication_id')
          .whereRef('publication_publishers.user_id', '=', 'users.id')
          .where('publications.public', '=', true)
          .select('publications.id'),
      ),
    );
  if (micrositeId !== null) {
    query = query.where('users.id', 'in', (eb) =>
      eb.selectFrom('microsite_users').select('user_id').where('microsite_id', '=', micrositeId),
    );
  }
  return query;
}

function storefronts(db: ReadModelDatabase, micrositeId: string | null): SitemapSource {
  const base = storefrontQuery(db, micrositeId);
  return {
    count: () => counted(base.select('users.id') as AnyQuery),
    read: async (offset, limit) => {
      const rows = await base.select(['users.slug']).orderBy('users.slug').offset(offset).limit(limit).execute();
      return rows.map((row) => ({ path: `/${row.slug}`, lastModified: null }));
    },
  };
}

function publications(db: ReadModelDatabase, micrositeId: string | null): SitemapSource {
  let base = db.selectFrom('publications as p').where('p.public', '=', true);
  if (micrositeId !== null) base = base.where(micrositeCondition(micrositeId));
  return {
    count: () => counted(base.select('p.id') as AnyQuery),
    read: async (offset, limit) => {
      const rows = await base.select(['p.id', 'p.published_at']).orderBy('p.id').offset(offset).limit(limit).execute();
      return rows.map((row) => ({ path: `/publication/${row.id}`, lastModified: row.published_at }));
    },
  };
}

function publicGroups(db: ReadModelDatabase): SitemapSource {
  const base = db.selectFrom('groups').where('public', '=', true).where('discoverable', '=', true);
  return {
    count: () => counted(base.select('id') as AnyQuery),
    read: async (offset, limit) => {
      const rows = await base
        .select(['id', 'updated_at'])
        .orderBy('created_at')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((row) => ({ path: `/group/${row.id}`, lastModified: row.updated_at }));
    },
  };
}

function sitePages(site: SiteAddress): SitemapSource {
  const microsite = site.microsite;
  const paths = microsite
    ? ['/', '/microsite/search', ...(microsite.settings.groups ? ['/group'] : [])]
    : ['/landing', '/search', '/group', '/guide/start', '/legal/terms', '/legal/privacy'];
  const entries = paths.map((path) => ({ path, lastModified: null }));
  return { count: async () => entries.length, read: async (offset, limit) => entries.slice(offset, offset + limit) };
}

function sourcesOf(db: ReadModelDatabase, site: SiteAddress): SitemapSource[] {
  const micrositeId = site.microsite?.id ?? null;
  const groups = site.microsite ? [] : [publicGroups(db)];
  return [sitePages(site), storefronts(db, micrositeId), ...groups, publications(db, micrositeId)];
}

export type Sitemap = { kind: 'urls'; entries: SitemapEntry[] } | { kind: 'index'; pages: number } | null;

/**
 * The site's sitemap: every address when they fit one file, else the index (no page asked) or
 * page `page` (from 1) of `pageSize` addresses; null for a page past the last.
 */
export async function sitemapOf(
  db: ReadModelDatabase,
  site: SiteAddress,
  page: number | null,
  pageSize = SITEMAP_MAX_URLS,
): Promise<Sitemap> {
  const sources = sourcesOf(db, site);
  const counts = await Promise.all(sources.map((source) => source.count()));
  const total = counts.reduce((sum, count) => sum + count, 0);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (page === null && pages > 1) return { kind: 'index', pages };
  const current = page ?? 1;
  if (current > pages) return null;
  let start = (current - 1) * pageSize;
  let wanted = pageSize;
  const entries: SitemapEntry[] = [];
  for (const [index, source] of sources.entries()) {
    const count = counts[index] ?? 0;
    if (wanted > 0 && start < count) {
      const taken = await source.read(start, Math.min(wanted, count - start));
      entries.push(...taken);
      wanted -= taken.length;
    }
    start = Math.max(0, start - count);
  }
  return { kind: 'urls', entries };
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapXml(site: SiteAddress, sitemap: Exclude<Sitemap, null>): string {
  if (sitemap.kind === 'index') {
    const pages = Array.from({ length: sitemap.pages }, (_, index) => {
      const url = site.absolute(`/sitemap.xml?page=${index + 1}`);
      return `<sitemap><loc>${escapeHtml(url)}</loc></sitemap>`;
    });
    return [XML_HEAD, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...pages, '</sitemapindex>', ''].join('\n');
  }
  const urls = sitemap.entries.map((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(site.absolute(entry.path))}</loc>${lastModified}</url>`;
  });
  return [XML_HEAD, `<urlset xmlns="${SITEMAP_NS}">`, ...urls, '</urlset>', ''].join('\n');
}
