import { RESERVED_SLUGS } from '@app/contracts/account/slug';

const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** '/{slug}' catches every one-segment address: only a possible catalogue slug is a storefront. */
export function isCatalogueSlug(slug: string): boolean {
  return SLUG_FORMAT.test(slug) && !RESERVED_SLUGS.includes(slug);
}
