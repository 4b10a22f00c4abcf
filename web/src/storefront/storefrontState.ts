// The storefront being shown (SPEC.md section 2, "/{slug}"): loaded by slug unless already loaded,
// and loaded again once the seller changed a publication.
import { publicationEndpoints as endpoints } from '@app/contracts/publication/endpoints';
import type { Publication } from '@app/contracts/publication/publication';
import type { publicProfileSchema } from '@app/contracts/publication/requests';
import { signal } from '@preact/signals-react';
import type { z } from 'zod';
import { call } from '../api/client.ts';
import { cardImages } from '../publication/display/cardImages.ts';
import { publicationsVersion } from '../publication/publicationChanges.ts';

export type PublicProfile = z.output<typeof publicProfileSchema>;

interface LoadedStorefront {
  slug: string;
  version: number;
  profile: PublicProfile;
}

export const loadedStorefront = signal<LoadedStorefront | null>(null);

export function storefrontFor(slug: string): PublicProfile | null {
  const loaded = loadedStorefront.value;
  return loaded && loaded.slug === slug && loaded.version === publicationsVersion.value ? loaded.profile : null;
}

/** GET /user/{slug}; rejects (the error already shown) when the store cannot load. */
export async function loadStorefront(slug: string): Promise<PublicProfile> {
  const version = publicationsVersion.peek();
  const profile = await call(endpoints.publicProfile, { params: { slug } });
  loadedStorefront.value = { slug, version, profile };
  return profile;
}

export interface StorefrontPicture {
  image: string;
  /** The publication the picture belongs to, which a tap on it opens. */
  publication: Publication | null;
}

/** The collage's pictures (a storefront's or a microsite home's): the given ones, or else its publications' images. */
export function storefrontPictures(profile: Pick<PublicProfile, 'publications' | 'images'>): StorefrontPicture[] {
  const owners = new Map<string, Publication>();
  for (const publication of profile.publications) {
    for (const media of publication.medias) owners.set(media.file_url, publication);
  }
  const images =
    profile.images.length > 0
      ? profile.images
      : profile.publications.flatMap((publication) => cardImages(publication.medias).map((media) => media.file_url));
  return images.map((image) => ({ image, publication: owners.get(image) ?? null }));
}
