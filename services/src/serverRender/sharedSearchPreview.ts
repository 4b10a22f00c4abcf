// /search/{uuid} for a visitor, as its invitation reads before any script: the shared search's
// title, who shared it and its first public publication (picture, title, price), in plain markup
// with inline styles. The swipe screen depends on the person's own decisions and guest key, which
// the server never sees, so the client renders it over this markup rather than hydrating it.
import { renditionUrl } from '@app/contracts';
import { escapeHtml } from '../http/index.ts';
import type { Platform } from '../platform.ts';
import { publicPublication } from '../publication/index.ts';
import { findSearchRow, queryOfSearch, resultIds } from '../search/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Results looked at for a public one: a group's or microsite's search also finds hidden ones. */
const RESULTS_LOOKED_AT = 12;

async function firstPublicPublication(platform: Platform, ids: readonly string[]) {
  for (const id of ids) {
    try {
      return (await publicPublication(platform, id, platform.clock.now())).data;
    } catch {
      // Hidden from storefronts: its picture and title are not for a visitor.
    }
  }
  return null;
}

function priceText(amount: number | null, currency: string): string {
  return amount === null ? '' : `${currency} ${new Intl.NumberFormat('es-AR').format(amount)}`;
}

const STYLE = {
  main: 'max-width:30rem;margin:0 auto;padding:1.5rem 1rem;font-family:system-ui,sans-serif;color:#212529',
  lead: 'margin:0 0 .25rem;color:#5c5f66',
  title: 'margin:0 0 1rem;font-size:1.5rem;line-height:1.3',
  // As tall as the swipe card that replaces it: the first thing a phone shows is the house, whole-screen.
  picture:
    'display:block;width:100%;height:calc(100svh - 11rem);min-height:16rem;object-fit:cover;border-radius:.75rem;background:#f1f3f5',
  name: 'margin:.75rem 0 .25rem;font-size:1.125rem',
  price: 'margin:0;font-weight:700',
};

/** The invitation's markup, or null for a search not shared (or unknown). */
export async function sharedSearchPreview(platform: Platform, searchId: string): Promise<string | null> {
  if (!UUID.test(searchId)) return null;
  const row = await findSearchRow(platform, searchId);
  if (!row?.shareable) return null;
  const [owner, ids] = await Promise.all([
    row.owner_user_id
      ? platform.db.selectFrom('users').select('name').where('id', '=', row.owner_user_id).executeTakeFirst()
      : undefined,
    resultIds(platform.db, await queryOfSearch(platform, row), { except: [] }, RESULTS_LOOKED_AT, platform.clock.now()),
  ]);
  const first = await firstPublicPublication(platform, ids);
  const title = row.custom_title ?? row.title_suggested;
  const lead = owner ? `${owner.name} te compartió una búsqueda` : 'Te compartieron una búsqueda';
  const picture = first?.medias.find((media) => media.type === 'image')?.file_url ?? null;
  const shown = picture ? (renditionUrl(picture, 'card') ?? picture) : null;
  const publication = first
    ? [
        shown
          ? `<img src="${escapeHtml(shown)}" alt="${escapeHtml(first.title)}" style="${STYLE.picture}" fetchpriority="high" />`
          : '',
        `<h2 style="${STYLE.name}">${escapeHtml(first.title)}</h2>`,
        `<p style="${STYLE.price}">${escapeHtml(priceText(first.amount_sale ?? first.amount, first.currency))}</p>`,
      ].join('')
    : '';
  return `<main style="${STYLE.main}"><p style="${STYLE.lead}">${escapeHtml(lead)}</p><h1 style="${STYLE.title}">${escapeHtml(title)}</h1>${publication}</main>`;
}
