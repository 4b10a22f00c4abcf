// Reads a synchronizer's source into raw items. A source that cannot be read fails the run
// (SourceFailure); a source with nothing ready yet postpones it (SourceNotReady).
import type { StoredSynchronizerSetting } from '@app/contracts';
import { expectSuccess, OutboundFetchError, outboundFetch } from '../../outboundFetch/index.ts';
import type { Platform } from '../../platform.ts';
import { FeedError, feedItems } from '../feed/feedItem.ts';
import { OctoparseError } from '../octoparse/octoparseError.ts';
import { OctoparseNotReady, octoparseItems } from '../octoparse/octoparseItems.ts';

export class SourceFailure extends Error {}
export class SourceNotReady extends Error {}

export const FEED_LIMITS = { maxBytes: 50 * 1024 * 1024, timeoutMs: 60_000 } as const;

async function jsonFeed(platform: Platform, url: string): Promise<unknown[]> {
  const response = expectSuccess(await outboundFetch(url, platform.outbound, FEED_LIMITS));
  return feedItems(response.body);
}

export async function sourceItems(
  platform: Platform,
  setting: StoredSynchronizerSetting,
  _ownerId: string,
): Promise<unknown[]> {
  try {
    if (setting.type === 'json') return await jsonFeed(platform, setting.config.url);
    const source = {
      baseUrl: platform.config.synchronizer.octoparseUrl,
      policy: platform.outbound,
      secret: platform.config.jwtSecret,
    };
    return await octoparseItems(source, setting.config);
  } catch (error) {
    if (error instanceof OctoparseNotReady) throw new SourceNotReady(error.message);
    if (error instanceof OutboundFetchError || error instanceof FeedError || error instanceof OctoparseError)
      throw new SourceFailure(error.message);
    throw error;
  }
}
