// A new item's pictures, fetched under the outbound rules and processed like uploads. A picture
// that cannot be used is left out and reported; the publication is created without it.
import type { SkippedItem } from '@app/contracts';
import { PUBLICATION_MEDIA_MAX } from '@app/contracts';
import { expectSuccess, outboundFetch } from '../../outboundFetch/index.ts';
import type { Platform } from '../../platform.ts';
import type { NewMedia } from '../../publication/index.ts';
import { processPublicationImage, storePublicationImages } from '../../publication/index.ts';
import { FEED_MESSAGES } from '../feed/feedItem.ts';

const IMAGE_LIMITS = { maxBytes: 15 * 1024 * 1024, timeoutMs: 20_000 } as const;

async function imageBytes(platform: Platform, url: string): Promise<Buffer | string> {
  try {
    return expectSuccess(await outboundFetch(url, platform.outbound, IMAGE_LIMITS)).body;
  } catch (error) {
    return (error as Error).message;
  }
}

export async function feedImages(
  platform: Platform,
  publicationId: string,
  externalId: string,
  urls: readonly string[],
): Promise<{ uploads: NewMedia[]; problems: SkippedItem[] }> {
  const problems: SkippedItem[] = [];
  const images = [];
  for (const url of urls.slice(0, PUBLICATION_MEDIA_MAX)) {
    const bytes = await imageBytes(platform, url);
    const outcome = typeof bytes === 'string' ? null : await processPublicationImage(bytes);
    if (outcome?.kind === 'image') images.push(outcome.image);
    else {
      const reason = typeof bytes === 'string' ? bytes : FEED_MESSAGES.notAnImage;
      problems.push({ item: externalId, reason: FEED_MESSAGES.image(url, reason) });
    }
  }
  const save = async (key: string, bytes: Buffer) => {
    await platform.media.save(key, bytes);
  };
  const uploads = await storePublicationImages(save, publicationId, images);
  void platform.renditions.prepare(uploads.map((media) => media.file));
  return { uploads, problems };
}
