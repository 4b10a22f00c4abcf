// One run of a seller's synchronizer, in the worker: start (or resume) the run, read the source,
// map and check its items, apply them, record what each publication came from, complete the run
// under the safe-sync rules, then unpublish what it removed.
import { randomUUID } from 'node:crypto';
import type { SkippedItem, SyncedItem } from '@app/contracts';
import type { CommandContext } from '../../commands/index.ts';
import { type Platform, readModelsCaughtUp } from '../../platform.ts';
import { type FeedCatalogue, loadFeedCatalogue } from '../feed/feedCatalogue.ts';
import { FEED_MESSAGES } from '../feed/feedItem.ts';
import { type MappedItem, mapFeedItem } from '../feed/mapFeedItem.ts';
import { applyItems } from './applyItems.ts';
import { loadKnownItems } from './knownItems.ts';
import { applyPendingRemovals } from './removals.ts';
import { SourceFailure, SourceNotReady, sourceItems } from './sourceItems.ts';
import { commandSynchronizer, loadSynchronizer } from './synchronizerState.ts';

const CATCH_UP_MS = 60_000;
const ITEMS_PER_EVENT = 500;
/** A feed of thousands of bad items keeps its first errors, not all of them. */
const SKIPPED_KEPT = 200;

async function mapItems(raw: readonly unknown[], catalogue: FeedCatalogue) {
  const items: MappedItem[] = [];
  const skipped: SkippedItem[] = [];
  const seen = new Set<string>();
  for (const [index, entry] of raw.entries()) {
    const mapping = await mapFeedItem(entry, index + 1, catalogue);
    if (!mapping.ok) skipped.push(mapping.skipped);
    else if (seen.has(mapping.item.externalId))
      skipped.push({ item: mapping.item.externalId, reason: FEED_MESSAGES.repeatedId });
    else {
      seen.add(mapping.item.externalId);
      items.push(mapping.item);
    }
  }
  return { items, skipped };
}

async function recordSynced(
  platform: Platform,
  ownerId: string,
  runId: string,
  synced: SyncedItem[],
  context: CommandContext,
) {
  for (let start = 0; start < synced.length; start += ITEMS_PER_EVENT) {
    const items = synced.slice(start, start + ITEMS_PER_EVENT);
    await commandSynchronizer(platform, ownerId, { type: 'recordItems', runId, items }, context);
  }
}

/** Reads the source, or ends the run when it cannot be read: true when there is something to apply. */
async function readSource(platform: Platform, ownerId: string, runId: string, context: CommandContext) {
  const state = await loadSynchronizer(platform, ownerId);
  if (state.status !== 'active') return { items: null, checkpoint: null };
  try {
    return { items: await sourceItems(platform, state.synchronizer.setting, ownerId), checkpoint: null };
  } catch (error) {
    if (!(error instanceof SourceFailure || error instanceof SourceNotReady)) throw error;
    const type = error instanceof SourceFailure ? 'failRun' : 'postponeRun';
    const ended = await commandSynchronizer(platform, ownerId, { type, runId, reason: error.message }, context);
    return { items: null, checkpoint: ended.checkpoint };
  }
}

/** Returns where its last fact stands in the log. */
async function performRun(platform: Platform, ownerId: string, runId: string, context: CommandContext) {
  const { items: raw, checkpoint } = await readSource(platform, ownerId, runId, context);
  if (raw === null) return checkpoint;
  const { items, skipped } = await mapItems(raw, await loadFeedCatalogue(platform.db, ownerId));
  const known = await loadKnownItems(platform.db, ownerId);
  const applied = await applyItems(platform, ownerId, items, known, context);
  await recordSynced(platform, ownerId, runId, applied.synced, context);
  const { created, updated, unchanged, present } = applied;
  const findings = {
    ...{ created, updated, unchanged, present, published: known.published },
    skipped: [...skipped, ...applied.problems].slice(0, SKIPPED_KEPT),
  };
  const completed = await commandSynchronizer(platform, ownerId, { type: 'completeRun', runId, findings }, context);
  const removals = await applyPendingRemovals(platform, ownerId, context, completed.state);
  return removals.checkpoint ?? completed.checkpoint;
}

/**
 * Does what the seller's synchronizer waits for: pending removals, then the requested run (or the
 * one a crash interrupted, under its own id). Returns the run's id, or null when none ran.
 */
export async function runSynchronization(platform: Platform, ownerId: string): Promise<string | null> {
  const state = await loadSynchronizer(platform, ownerId);
  if (state.status !== 'active') return null;
  const { runningRunId, syncRequested } = state.synchronizer;
  const runId = runningRunId ?? randomUUID();
  const context = { userId: ownerId, correlationId: runId, now: platform.clock.now() };
  await applyPendingRemovals(platform, ownerId, context, state);
  if (runningRunId === null && !syncRequested) return null;
  if (runningRunId === null) await commandSynchronizer(platform, ownerId, { type: 'startRun', runId }, context);
  // The known items come from the read models: they must show every earlier run.
  await readModelsCaughtUp(platform, CATCH_UP_MS);
  const last = await performRun(platform, ownerId, runId, context);
  // The log's head only counts transactions older than every open one: wait for our own last fact.
  if (last) await platform.runner.waitFor(last, CATCH_UP_MS);
  return runId;
}
