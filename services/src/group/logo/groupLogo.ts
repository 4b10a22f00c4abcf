// A group logo arrives as a data URL of the square the browser cropped; it is stored as a square
// WebP (centre-cropped again if it is not square), at most 1000 px a side and 1.5 MB.
import { createHash } from 'node:crypto';
import { GROUP_MESSAGES, IMAGE } from '@app/contracts';
import sharp, { type Sharp } from 'sharp';
import { DomainError } from '../../commands/index.ts';
import { mediaUrl, openUploadedImage } from '../../media/index.ts';
import type { Platform } from '../../platform.ts';

const LOGO_SIDE_PIXELS = 1_000;
const QUALITIES = [85, 70, 55];
const DATA_URL = /^data:image\/[a-z0-9.+-]+;base64,([a-z0-9+/=\s]+)$/i;

const notAnImage = () => DomainError.invalidField('logo', GROUP_MESSAGES.logoNotAnImage);

async function openImage(bytes: Buffer): Promise<Sharp> {
  const image = await openUploadedImage(bytes);
  if (!image) throw notAnImage();
  return image;
}

export function bytesOfDataUrl(dataUrl: string): Buffer {
  const base64 = DATA_URL.exec(dataUrl)?.[1];
  if (!base64) throw notAnImage();
  return Buffer.from(base64, 'base64');
}

export async function toSquareLogo(bytes: Buffer): Promise<Buffer> {
  const image = (await openImage(bytes))
    .rotate()
    .resize({ width: LOGO_SIDE_PIXELS, height: LOGO_SIDE_PIXELS, fit: 'cover', withoutEnlargement: true });
  const square = await image
    .clone()
    .png()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw notAnImage();
    });
  const side = Math.min(square.info.width, square.info.height);
  const cropped = sharp(square.data).resize({ width: side, height: side, fit: 'cover' });
  for (const quality of QUALITIES) {
    const output = await cropped.clone().webp({ quality }).toBuffer();
    if (output.length <= IMAGE.maxBytes) return output;
  }
  throw notAnImage();
}

/** Stores a new logo (named by content) and returns its address; validates before anything is written. */
export async function storeGroupLogo(platform: Platform, groupId: string, dataUrl: string): Promise<string> {
  const logo = await toSquareLogo(bytesOfDataUrl(dataUrl));
  const key = `groups/${groupId}-${createHash('sha256').update(logo).digest('hex').slice(0, 16)}.webp`;
  await platform.media.save(key, logo);
  return mediaUrl(key);
}
