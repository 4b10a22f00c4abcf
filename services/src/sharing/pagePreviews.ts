// Which card a client path gets: the site's own (landing, microsite home, search builder, legal
// pages), a storefront's, a public group's, a shared search's or an invitation's. Private areas and
// anything not public get the site's card without details, kept out of search engines.
import type { MicrositeRow } from '../microsite/index.ts';
import type { Platform } from '../platform.ts';
import { type CardImageFit, cardImageUrl } from './cardImage.ts';
import { cardText, type LinkPreview } from './linkPreview.ts';
import {
  invitationCard,
  micrositePicture,
  publicationCard,
  publicGroupCard,
  sharedSearchCard,
  storefrontCard,
} from './previewQueries.ts';
import { PLATFORM_DESCRIPTION, type SiteAddress } from './siteAddress.ts';
import { publicationData, storefrontData, websiteData } from './structuredData.ts';

const TITLE_MAX = 70;
const DESCRIPTION_MAX = 200;
/** First path segments that are the app's own screens, never a storefront's slug. */
const SCREENS = [
  'landing',
  'dashboard',
  'legal',
  'guide',
  'search',
  'auth',
  'account',
  'invitation',
  'admin',
  'group',
  'microsite',
  'publication',
];
/** Site pages anyone may open and a search engine may list (beyond the home). */
const PUBLIC_SITE_PAGES = ['/search', '/group', '/legal/terms', '/legal/privacy', '/guide/start', '/microsite/search'];
const SLUG = /^[a-z0-9][a-z0-9-]{0,149}$/;

/**
 * `imageFit`: a photo fills the card's picture (cover), a logo is shown whole (contain).
 * `structuredData` is built once the page's absolute address is known.
 */
type Card = Omit<LinkPreview, 'siteName' | 'url' | 'structuredData'> & {
  path: string;
  imageFit?: CardImageFit;
  structuredData?: (site: SiteAddress) => object;
};

export async function pagePreview(platform: Platform, site: SiteAddress, path: string): Promise<LinkPreview> {
  const found = (await detailedCard(platform, site, path)) ?? siteCard(site, path);
  const { imageFit, path: cardPath, structuredData, ...card } = found;
  return {
    ...card,
    structuredData: structuredData ? structuredData(site) : null,
    title: cardText(card.title, TITLE_MAX),
    description: cardText(card.description, DESCRIPTION_MAX),
    image: card.image === null ? null : site.absolute(cardImageUrl(card.image, imageFit ?? 'cover')),
    url: site.absolute(cardPath),
    siteName: site.name,
  };
}

function homePath(microsite: MicrositeRow | null) {
  return microsite ? '/' : '/landing';
}

const micrositeDescription = (microsite: MicrositeRow) =>
  `Encontrá lo que buscás entre las publicaciones de ${microsite.name}: deslizá, elegí y compartí.`;

/** The site's own card: on its home and public pages indexable, elsewhere not. */
function siteCard(site: SiteAddress, path: string): Card {
  const isHome = path === '/' || path === '/landing' || path === '/microsite';
  const isPublic = isHome || PUBLIC_SITE_PAGES.includes(path);
  const microsite = site.microsite;
  return {
    title: site.name,
    description: microsite ? micrositeDescription(microsite) : PLATFORM_DESCRIPTION,
    image: microsite ? (microsite.logo_main_url ?? microsite.logo_square_url) : '/icons/icon-512.png',
    imageFit: 'contain',
    path: isPublic && !isHome ? path : homePath(microsite),
    indexable: isPublic,
    structuredData: isHome
      ? (address) =>
          websiteData(
            address.name,
            address.absolute(homePath(microsite)),
            microsite ? micrositeDescription(microsite) : PLATFORM_DESCRIPTION,
          )
      : undefined,
  };
}

async function detailedCard(platform: Platform, site: SiteAddress, path: string): Promise<Card | null> {
  const [first, second, ...rest] = path.split('/').filter(Boolean);
  if (site.microsite && (path === '/' || path === '/microsite')) return micrositeHomeCard(platform, site.microsite);
  if (first === 'search' && second && rest.length === 0) return searchCard(platform, second);
  if (first === 'invitation' && second && rest.length === 0) return invitationPageCard(platform, second);
  if (first === 'publication' && second && rest.length === 0) return publicationPageCard(platform, second);
  if (first === 'group' && second && (rest.length === 0 || (rest.length === 1 && rest[0] === 'search')))
    return groupCard(platform, second);
  const storefrontPath = rest.length === 0 && (second === undefined || second === 'search');
  if (first && storefrontPath && !SCREENS.includes(first) && SLUG.test(first))
    return storefrontPageCard(platform, first);
  return null;
}

async function micrositeHomeCard(platform: Platform, microsite: MicrositeRow): Promise<Card> {
  const picture =
    microsite.logo_main_url ?? microsite.logo_square_url ?? (await micrositePicture(platform.db, microsite.id));
  return {
    title: microsite.name,
    description: micrositeDescription(microsite),
    image: picture,
    path: '/',
    indexable: true,
  };
}

async function storefrontPageCard(platform: Platform, slug: string): Promise<Card | null> {
  const store = await storefrontCard(platform.db, slug);
  if (!store) return null;
  const count = store.publicationCount === 1 ? '1 publicación' : `${store.publicationCount} publicaciones`;
  return {
    title: `Catálogo de ${store.name}`,
    description: `Mirá el catálogo de ${store.name} (${count}) y deslizá para elegir lo que te gusta.`,
    image: store.image,
    imageAlt: `Publicaciones de ${store.name}`,
    path: `/${store.slug}`,
    indexable: true,
    structuredData: (address) =>
      storefrontData({
        name: store.name,
        url: address.absolute(`/${store.slug}`),
        image: store.avatarUrl ? address.absolute(store.avatarUrl) : null,
        offers: store.offers.map((offer) => ({
          name: offer.title,
          url: address.absolute(`/publication/${offer.id}`),
          amount: offer.amount,
          currency: offer.currency,
        })),
      }),
  };
}

/** The price as a card reads it: 'USD 120.000'. */
function priceText(amount: number | null, currency: string): string | null {
  return amount === null ? null : `${currency} ${new Intl.NumberFormat('es-AR').format(amount)}`;
}

async function publicationPageCard(platform: Platform, publicationId: string): Promise<Card | null> {
  const found = await publicationCard(platform, publicationId);
  if (!found) return null;
  const { publication, typeSlug } = found;
  const price = priceText(publication.amount_sale ?? publication.amount, publication.currency);
  const seller = publication.users.find((publisher) => publisher.slug !== null) ?? publication.users[0] ?? null;
  const place = publication.address ? ` en ${publication.address.title}` : '';
  const path = `/publication/${publication.id}`;
  const pictures = publication.medias.filter((media) => media.type === 'image').map((media) => media.file_url);
  return {
    title: price ? `${publication.title} · ${price}` : publication.title,
    description: publication.description?.trim() || `${publication.title}${place}. Mirala y contactá al vendedor.`,
    image: pictures[0] ?? null,
    imageAlt: publication.title,
    path,
    indexable: true,
    kind: 'product',
    structuredData: (address) =>
      publicationData({
        publication,
        typeSlug,
        url: address.absolute(path),
        images: pictures.slice(0, 5).map((picture) => address.absolute(picture)),
        sellerName: seller?.name ?? null,
      }),
  };
}

async function groupCard(platform: Platform, groupId: string): Promise<Card | null> {
  const group = await publicGroupCard(platform.db, groupId);
  if (!group) return null;
  const members = group.users_count === 1 ? '1 miembro' : `${group.users_count} miembros`;
  return {
    title: group.name,
    description: group.description?.trim() || `Grupo público de ${members}. Buscá en su cartera deslizando.`,
    image: group.logo_url,
    imageFit: 'contain',
    path: `/group/${groupId}`,
    indexable: true,
  };
}

async function searchCard(platform: Platform, searchId: string): Promise<Card | null> {
  const search = await sharedSearchCard(platform, searchId);
  if (!search) return null;
  return {
    title: search.title,
    description: search.description?.trim() || 'Te compartieron una búsqueda: deslizá y elegí lo que te gusta.',
    image: search.image,
    path: `/search/${searchId}`,
    // Each person's swipe of it is their own: it unfurls where it is shared, but stays out of search engines.
    indexable: false,
  };
}

async function invitationPageCard(platform: Platform, invitationId: string): Promise<Card | null> {
  const invitation = await invitationCard(platform.db, invitationId, platform.clock.now());
  if (!invitation) return null;
  return {
    title: `Invitación al grupo ${invitation.name}`,
    description: `Te invitaron a sumarte al grupo ${invitation.name}. Abrí el enlace para aceptar o rechazar.`,
    image: invitation.logo_url,
    imageFit: 'contain',
    path: `/invitation/${invitationId}`,
    indexable: false,
  };
}
