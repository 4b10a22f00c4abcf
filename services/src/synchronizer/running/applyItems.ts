// A run's valid items applied to the seller's publications: matched by external id, then by the
// fallback key; unchanged ones cost no command. Every step can be repeated: a new item's id is
// derived from the seller and its external id, so a run retried after a crash finds what it
// created instead of creating it twice.
import { createHash } from 'node:crypto';
import type { SkippedItem, SyncedItem } from '@app/contracts';
import type { CommandContext } from '../../commands/index.ts';
import { DomainError, handleCommand } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';
import { type PublicationCommand, publicationDecider, publicationStream } from '../../publication/index.ts';
import type { MappedItem } from '../feed/mapFeedItem.ts';
import { feedImages } from './feedImages.ts';
import type { KnownItems, KnownPublication } from './knownItems.ts';
import { forEachLimited } from './limited.ts';

/** Commands in flight: each waits mostly on PostgreSQL, so more of them keep it busy. */
const CONCURRENT_COMMANDS = 16;

export interface AppliedItems {
  created: number;
  updated: number;
  unchanged: number;
  /** Every publication the feed's items matched or created. */
  present: string[];
  /** Items whose external id, fallback key or content changed: the next run's starting point. */
  synced: SyncedItem[];
  problems: SkippedItem[];
}

interface Match {
  item: MappedItem;
  publicationId: string;
  existing: KnownPublication | null;
}

/** A version 5-shaped UUID from the seller and the item's external id. */
export function synchronizedPublicationId(ownerId: string, externalId: string): string {
  const hash = createHash('sha256').update(`${ownerId}\u0000${externalId}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** By external id first; the fallback key may not take a publication whose own id is still in the feed. */
function matchItems(items: readonly MappedItem[], known: KnownItems, ownerId: string): Match[] {
  const feedIds = new Set(items.map((item) => item.externalId));
  const claimed = new Set<string>();
  const free = (publication: KnownPublication | undefined) =>
    publication && !claimed.has(publication.publicationId) ? publication : undefined;
  return items.map((item) => {
    const derivedId = synchronizedPublicationId(ownerId, item.externalId);
    const byKey = free(item.matchKey ? known.byMatchKey.get(item.matchKey) : undefined);
    const fallback = byKey && !(byKey.externalId && feedIds.has(byKey.externalId)) ? byKey : undefined;
    const existing =
      free(known.byExternalId.get(item.externalId)) ?? free(known.byId.get(derivedId)) ?? fallback ?? null;
    const publicationId = existing?.publicationId ?? derivedId;
    claimed.add(publicationId);
    return { item, publicationId, existing };
  });
}

const isUnchanged = ({ item, existing }: Match) =>
  existing !== null &&
  existing.contentHash === item.contentHash &&
  existing.externalId === item.externalId &&
  existing.public === item.input.public;

export async function applyItems(
  platform: Platform,
  ownerId: string,
  items: readonly MappedItem[],
  known: KnownItems,
  context: CommandContext,
): Promise<AppliedItems> {
  const applied: AppliedItems = { created: 0, updated: 0, unchanged: 0, present: [], synced: [], problems: [] };
  const actor = { userId: ownerId, via: 'synchronizer' as const };
  const run = (publicationId: string, command: PublicationCommand) =>
    handleCommand(platform, publicationStream(publicationId), publicationDecider, command, context);
  const synchronize = async ({ item, publicationId }: Match) => {
    const command = { type: 'synchronize' as const, actor, input: item.input, catalogue: item.catalogue };
    return (await run(publicationId, command)).events.length > 0;
  };
  const create = async (match: Match) => {
    const { item, publicationId } = match;
    const { uploads, problems } = await feedImages(platform, publicationId, item.externalId, item.imageUrls);
    applied.problems.push(...problems);
    const command = {
      type: 'create' as const,
      publicationId,
      actor,
      input: item.input,
      catalogue: item.catalogue,
      uploads,
    };
    // Its id was derived and the caught-up read models lack it: the stream need not be read. A
    // conflict: an interrupted attempt of this run already created it.
    const stream = publicationStream(publicationId);
    await handleCommand(platform, stream, publicationDecider, command, context, { knownNew: true }).catch(
      async (error) => {
        if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
        await synchronize(match);
      },
    );
  };
  await forEachLimited(matchItems(items, known, ownerId), CONCURRENT_COMMANDS, async (match) => {
    applied.present.push(match.publicationId);
    if (isUnchanged(match)) return void applied.unchanged++;
    if (match.existing === null) {
      await create(match);
      applied.created++;
    } else if (await synchronize(match)) applied.updated++;
    else applied.unchanged++;
    const { externalId, matchKey, contentHash } = match.item;
    applied.synced.push({ publicationId: match.publicationId, externalId, matchKey, contentHash });
  });
  return applied;
}
