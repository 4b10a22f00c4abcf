// schema.org JSON-LD for search engines: a publication as a Product with its Offer (a property as
// an Offer of a Residence), a storefront as an Organization that makes its publications' offers,
// the platform's home as a WebSite. Prices go with their currency; a publication without a price
// is offered without one.
import type { Publication } from '@app/contracts';

const CONTEXT = 'https://schema.org';
const IN_STOCK = 'https://schema.org/InStock';
/** Publication types whose publications are places to live (the demo and seed catalogue's slug). */
const RESIDENCE_TYPES = ['inmuebles'];

export interface OfferPage {
  publication: Publication;
  typeSlug: string | null;
  /** Absolute address of its page, and of its pictures. */
  url: string;
  images: string[];
  sellerName: string | null;
}

function price(publication: Publication) {
  const amount = publication.amount_sale ?? publication.amount;
  return amount === null ? {} : { price: amount, priceCurrency: publication.currency };
}

function offer(page: OfferPage) {
  const seller = page.sellerName ? { seller: { '@type': 'Organization', name: page.sellerName } } : {};
  return { '@type': 'Offer', url: page.url, availability: IN_STOCK, ...price(page.publication), ...seller };
}

function described(publication: Publication) {
  return publication.description ? { description: publication.description } : {};
}

export function publicationData(page: OfferPage): object {
  const { publication } = page;
  const image = page.images.length > 0 ? { image: page.images } : {};
  if (page.typeSlug !== null && RESIDENCE_TYPES.includes(page.typeSlug)) {
    const address = publication.address
      ? { address: { '@type': 'PostalAddress', streetAddress: publication.address.title } }
      : {};
    const residence = { '@type': 'Residence', name: publication.title, ...address, ...image };
    return {
      '@context': CONTEXT,
      ...offer(page),
      name: publication.title,
      ...described(publication),
      itemOffered: residence,
    };
  }
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: publication.title,
    ...described(publication),
    ...image,
    offers: offer(page),
  };
}

export interface StorefrontData {
  name: string;
  url: string;
  image: string | null;
  /** Its newest public publications: name, page and price. */
  offers: { name: string; url: string; amount: number | null; currency: string }[];
}

export function storefrontData(store: StorefrontData): object {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: store.name,
    url: store.url,
    ...(store.image ? { image: store.image } : {}),
    makesOffer: store.offers.map((item) => ({
      '@type': 'Offer',
      url: item.url,
      availability: IN_STOCK,
      ...(item.amount === null ? {} : { price: item.amount, priceCurrency: item.currency }),
      itemOffered: { '@type': 'Product', name: item.name },
    })),
  };
}

export function websiteData(name: string, url: string, description: string): object {
  return { '@context': CONTEXT, '@type': 'WebSite', name, url, description, inLanguage: 'es-AR' };
}
