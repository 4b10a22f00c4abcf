// The attributes that let the browser pick a publication picture's rendition for the space it
// fills (contracts renditions.ts); other media (avatars, logos) keep their single address.
import { renditionSrcSet, renditionUrl } from '@app/contracts/publication/renditions';

export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** `sizes`: the width the picture is shown at, as in the `sizes` attribute ('100vw', '96px'). */
export function pictureSources(url: string, sizes: string): PictureSources {
  const srcSet = renditionSrcSet(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}

/** The smallest rendition, for a picture shown blurred or as a tiny tile. */
export function thumbnailOf(url: string): string {
  return renditionUrl(url, 'thumb') ?? url;
}
