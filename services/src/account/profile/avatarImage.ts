// An uploaded picture becomes a WebP of at most 1500 px on its longest side and at most 1.5 MB.
import { ERROR_MESSAGES, IMAGE } from '@app/contracts';
import { AVATAR_FORMAT_MESSAGE } from '@app/contracts/account/profile';
import type { Sharp } from 'sharp';
import { DomainError } from '../../commands/index.ts';
import { openUploadedImage } from '../../media/index.ts';

/** Tried in turn until the picture fits in IMAGE.maxBytes. */
const QUALITIES = [82, 70, 55, 40];

const notAnImage = () => DomainError.invalidField('avatar', AVATAR_FORMAT_MESSAGE);

async function openImage(bytes: Buffer): Promise<Sharp> {
  const image = await openUploadedImage(bytes);
  if (!image) throw notAnImage();
  return image;
}

export async function toAvatarImage(bytes: Buffer): Promise<Buffer> {
  const image = (await openImage(bytes))
    .rotate()
    .resize({ width: IMAGE.maxSidePixels, height: IMAGE.maxSidePixels, fit: 'inside', withoutEnlargement: true });
  for (const quality of QUALITIES) {
    const output = await image
      .clone()
      .webp({ quality })
      .toBuffer()
      .catch(() => {
        throw notAnImage();
      });
    if (output.length <= IMAGE.maxBytes) return output;
  }
  throw DomainError.invalidField('avatar', ERROR_MESSAGES.payloadTooLarge);
}
