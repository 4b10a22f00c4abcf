// An uploaded picture opened for sharp, whatever it is for (publication photos, avatars, group and
// microsite logos): a JPEG, PNG or WebP, or a BMP decoded by hand (sharp reads none); null when it
// is none of them. Pictures past 40 megapixels are refused when read, before they are decoded whole.
import sharp, { type Sharp } from 'sharp';
import { decodeBmp } from './bmp.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const MAX_INPUT_PIXELS = 40_000_000;

export async function openUploadedImage(bytes: Buffer): Promise<Sharp | null> {
  const bitmap = decodeBmp(bytes);
  if (bitmap) {
    const { data, width, height, channels } = bitmap;
    return sharp(data, { raw: { width, height, channels } });
  }
  const format = await sharp(bytes)
    .metadata()
    .then((metadata) => metadata.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) return null;
  return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
}
