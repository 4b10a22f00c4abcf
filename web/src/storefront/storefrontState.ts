// The storefront being shown (SPEC.md section 2, "/{slug}"): read by slug, cached, and read again
// once the seller changed a publication (the publications scope).
import { publicationEndpoints as endpoints } from '@app/contracts/publication/endpoints';
import type { Publication } from '@app/contracts/publication/publication';
import type { publicProfileSchema } from '@app/contracts/publication/requests';
import { useEffect } from 'react';
import type { z } from 'zod';
import { useEndpointQuery } from '../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../api/query/queryScopes.ts';
import { cardImages } from '../publication/display/cardImages.ts';
import { goHome } from '../routing/navigation.ts';

export type PublicProfile = z.output<typeof publicProfileSchema>;

/** GET /user/{slug} (null while it loads); a store that cannot load is told and sends the person home. */
export function useStorefront(slug: string): PublicProfile | null {
  const { data, isError } = useEndpointQuery([QUERY_SCOPES.publications, 'storefront'], endpoints.publicProfile, {
    params: { slug },
  });
  useEffect(() => {
    if (isError) goHome({ replace: true });
  }, [isError]);
  return data ?? null;
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
