// The picture of a link card as WhatsApp, Facebook and X draw it best: 1200 × 630 JPEG, made with
// sharp from a stored picture. A publication's photo fills the frame; a logo is shown whole on
// white. It only reshapes a picture /api/media serves already, so it reveals nothing new.
import sharp from 'sharp';
import { mediaUrl } from '../media/index.ts';

export const CARD_IMAGE = { width: 1200, height: 630 } as const;
export const CARD_IMAGE_PATH = '/api/sharing/card-image';
export type CardImageFit = 'cover' | 'contain';

const MEDIA_PREFIX = mediaUrl('');
const JPEG_QUALITY = 80;

/** The card's picture for a stored one ('/api/media/{key}'); other addresses stay as they are. */
export function cardImageUrl(image: string, fit: CardImageFit): string {
  if (!image.startsWith(MEDIA_PREFIX)) return image;
  const key = image.slice(MEDIA_PREFIX.length);
  return `${CARD_IMAGE_PATH}/${key}${fit === 'contain' ? '?fit=contain' : ''}`;
}

export function isCardImage(image: string): boolean {
  return image.startsWith(CARD_IMAGE_PATH);
}

export function renderCardImage(bytes: Buffer, fit: CardImageFit): Promise<Buffer> {
  return sharp(bytes)
    .rotate()
    .resize({ ...CARD_IMAGE, fit, background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}
