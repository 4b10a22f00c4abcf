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
  publicGroupCard,
  sharedSearchCard,
  storefrontCard,
} from './previewQueries.ts';
import { PLATFORM_DESCRIPTION, type SiteAddress } from './siteAddress.ts';

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
];
/** Site pages anyone may open and a search engine may list (beyond the home). */
const PUBLIC_SITE_PAGES = ['/search', '/group', '/legal/terms', '/legal/privacy', '/guide/start', '/microsite/search'];
const SLUG = /^[a-z0-9][a-z0-9-]{0,149}$/;

/** `imageFit`: a photo fills the card's picture (cover), a logo is shown whole (contain). */
type Card = Omit<LinkPreview, 'siteName' | 'url'> & { path: string; imageFit?: CardImageFit };

export async function pagePreview(platform: Platform, site: SiteAddress, path: string): Promise<LinkPreview> {
  const { imageFit, path: cardPath, ...card } = (await detailedCard(platform, site, path)) ?? siteCard(site, path);
  return {
    ...card,
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
  };
}

async function detailedCard(platform: Platform, site: SiteAddress, path: string): Promise<Card | null> {
  const [first, second, ...rest] = path.split('/').filter(Boolean);
  if (site.microsite && (path === '/' || path === '/microsite')) return micrositeHomeCard(platform, site.microsite);
  if (first === 'search' && second && rest.length === 0) return searchCard(platform, second);
  if (first === 'invitation' && second && rest.length === 0) return invitationPageCard(platform, second);
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
