// The storefront being shown (SPEC.md section 2, "/{slug}"): loaded by slug unless already loaded,
// and loaded again once the seller changed a publication.
import { publicationEndpoints as endpoints } from '@app/contracts/publication/endpoints';
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

/** The collage's images: the catalogue's own, or else its publications' images. */
export function storefrontImages(profile: PublicProfile): string[] {
  if (profile.images.length > 0) return profile.images;
  return profile.publications.flatMap((publication) => cardImages(publication.medias).map((media) => media.file_url));
}
