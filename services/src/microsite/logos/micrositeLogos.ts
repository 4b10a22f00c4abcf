// A microsite's three logos: the main and secondary ones as WebP within 1200 px a side, the square
// one cropped to 512 × 512 PNG (the favicon and the manifest icon of the microsite's host).
// Decoded in the image queue; refused unless they are images.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { IMAGE, MICROSITE_MESSAGES, type MicrositeLogo } from '@app/contracts';
import type { Sharp } from 'sharp';
import { DomainError } from '../../commands/index.ts';
import type { SaveMedia } from '../../media/index.ts';
import { inImageQueue, mediaUrl, openUploadedImage } from '../../media/index.ts';

const WIDE_SIDE_PIXELS = 1_200;
export const SQUARE_SIDE_PIXELS = 512;
const QUALITIES = [85, 70, 55];

export interface LogoImage {
  logo: MicrositeLogo;
  bytes: Buffer;
  extension: 'webp' | 'png';
}

const notAnImage = (logo: MicrositeLogo) => DomainError.invalidField(`logo_${logo}`, MICROSITE_MESSAGES.logoNotAnImage);

async function openImage(bytes: Buffer, logo: MicrositeLogo): Promise<Sharp> {
  const image = await openUploadedImage(bytes);
  if (!image) throw notAnImage(logo);
  return image;
}

async function squareLogo(image: Sharp, logo: MicrositeLogo): Promise<LogoImage> {
  const bytes = await image
    .resize({ width: SQUARE_SIDE_PIXELS, height: SQUARE_SIDE_PIXELS, fit: 'cover' })
    .png({ compressionLevel: 9 })
    .toBuffer()
    .catch(() => {
      throw notAnImage(logo);
    });
  return { logo, bytes, extension: 'png' };
}

async function wideLogo(image: Sharp, logo: MicrositeLogo): Promise<LogoImage> {
  const resized = image.resize({
    width: WIDE_SIDE_PIXELS,
    height: WIDE_SIDE_PIXELS,
    fit: 'inside',
    withoutEnlargement: true,
  });
  for (const quality of QUALITIES) {
    const bytes = await resized
      .clone()
      .webp({ quality, alphaQuality: 100 })
      .toBuffer()
      .catch(() => {
        throw notAnImage(logo);
      });
    if (bytes.length <= IMAGE.maxBytes) return { logo, bytes, extension: 'webp' };
  }
  throw DomainError.invalidField(`logo_${logo}`, MICROSITE_MESSAGES.logoNotAnImage);
}

/** The uploaded file at `path` made the given logo; nothing is stored yet. */
export function toLogoImage(logo: MicrositeLogo, path: string): Promise<LogoImage> {
  return inImageQueue(async () => {
    const image = (await openImage(await readFile(path), logo)).rotate();
    return logo === 'square' ? squareLogo(image, logo) : wideLogo(image, logo);
  });
}

/** Stores the logo named by its content (a new logo, a new address) and returns its address. */
export async function storeLogo(save: SaveMedia, micrositeId: string, image: LogoImage): Promise<string> {
  const hash = createHash('sha256').update(image.bytes).digest('hex').slice(0, 16);
  const key = `microsites/${micrositeId}-${image.logo}-${hash}.${image.extension}`;
  await save(key, image.bytes);
  return mediaUrl(key);
}
