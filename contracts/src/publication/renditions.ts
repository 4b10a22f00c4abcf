// Publication pictures come in renditions sized for the screen showing them, next to the stored
// original: '/api/media/publications/{name}.jpg' has '{name}-thumb.webp', '{name}-card.webp' and
// '{name}-full.webp' beside it (WebP: a third smaller than the JPEG at the same quality, and every
// browser we serve reads it). The server makes them on upload and, for older pictures, on first
// request; the client names them in `srcset` and lets the browser pick.

/** Each rendition's width in pixels (never wider than the original, which is at most 1500). */
export const RENDITION_WIDTHS = { thumb: 320, card: 800, full: 1_500 } as const;
export type RenditionName = keyof typeof RENDITION_WIDTHS;
export const RENDITION_NAMES = Object.keys(RENDITION_WIDTHS) as RenditionName[];

const ORIGINAL_FILE = /^([a-z0-9-]+)\.jpg$/;
const RENDITION_FILE = /^([a-z0-9-]+)-(thumb|card|full)\.webp$/;
const PICTURE_URL = /^(.*\/api\/media\/publications\/[a-z0-9-]+)\.jpg$/;

/** A rendition's file beside an original publication picture's file; null for any other file. */
export function renditionFile(originalFile: string, rendition: RenditionName): string | null {
  const match = ORIGINAL_FILE.exec(originalFile);
  return match ? `${match[1]}-${rendition}.webp` : null;
}

/** The original's file and the rendition asked for, when `file` names a rendition. */
export function parseRenditionFile(file: string): { original: string; rendition: RenditionName } | null {
  const match = RENDITION_FILE.exec(file);
  return match ? { original: `${match[1]}.jpg`, rendition: match[2] as RenditionName } : null;
}

/** A rendition's address for a publication picture's address; null for other media (avatars, logos). */
export function renditionUrl(url: string, rendition: RenditionName): string | null {
  const match = PICTURE_URL.exec(url);
  return match ? `${match[1]}-${rendition}.webp` : null;
}

/** The `srcset` of a publication picture's renditions; undefined for other media. */
export function renditionSrcSet(url: string): string | undefined {
  if (!PICTURE_URL.test(url)) return undefined;
  return RENDITION_NAMES.map((name) => `${renditionUrl(url, name)} ${RENDITION_WIDTHS[name]}w`).join(', ');
}
