// Processed pictures saved through the media port, named by content so each address can be
// cached for good; what the publication's events record about each one.
import { createHash, randomUUID } from 'node:crypto';
import type { SaveMedia } from '../../media/index.ts';
import type { NewMedia } from './mediaPlan.ts';
import type { ProcessedImage } from './publicationImage.ts';

export const PUBLICATION_MEDIA_FOLDER = 'publications';

export function mediaFileName(publicationId: string, bytes: Buffer): string {
  return `${publicationId}-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.jpg`;
}

export async function storePublicationImages(
  save: SaveMedia,
  publicationId: string,
  images: readonly ProcessedImage[],
): Promise<NewMedia[]> {
  // Settled, not raced: when one save fails, the others have finished before the failure is
  // answered, so every file this request stored is known and can be removed.
  const saved = await Promise.allSettled(
    images.map(async (image) => {
      const file = mediaFileName(publicationId, image.bytes);
      await save(`${PUBLICATION_MEDIA_FOLDER}/${file}`, image.bytes);
      const { width, height, color } = image;
      return { id: randomUUID(), location: PUBLICATION_MEDIA_FOLDER, file, info: { color, width, height } };
    }),
  );
  const failure = saved.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return saved.map((outcome) => (outcome as PromiseFulfilledResult<NewMedia>).value);
}
