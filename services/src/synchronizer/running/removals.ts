// Removals the synchronizer decided (3 misses) or the seller approved: each publication is
// unpublished, then the removal is recorded as applied. Repeating it after a crash is harmless.
import type { CommandContext } from '../../commands/index.ts';
import { DomainError, handleCommand } from '../../commands/index.ts';
import { allWritten, NOTHING_WRITTEN, type Platform, type Written } from '../../platform.ts';
import { publicationDecider, publicationStream } from '../../publication/index.ts';
import type { SynchronizerState } from '../synchronizer.ts';
import { forEachLimited } from './limited.ts';
import { commandSynchronizer, loadSynchronizer } from './synchronizerState.ts';

const CONCURRENT_COMMANDS = 8;

function setPublic(
  platform: Platform,
  ownerId: string,
  publicationId: string,
  isPublic: boolean,
  context: CommandContext,
) {
  const command = {
    type: 'setPublic' as const,
    actor: { userId: ownerId, via: 'synchronizer' as const },
    public: isPublic,
  };
  return handleCommand(platform, publicationStream(publicationId), publicationDecider, command, context).catch(
    (error) => {
      // A publication deleted meanwhile has nothing left to unpublish.
      if (!(error instanceof DomainError && error.code === 'not_found')) throw error;
    },
  );
}

export async function applyPendingRemovals(
  platform: Platform,
  ownerId: string,
  context: CommandContext,
  known?: SynchronizerState,
): Promise<Written> {
  const state = known ?? (await loadSynchronizer(platform, ownerId));
  if (state.status !== 'active' || state.synchronizer.toUnpublish.length === 0) return NOTHING_WRITTEN;
  const publicationIds = state.synchronizer.toUnpublish;
  const written: Written[] = [];
  await forEachLimited(publicationIds, CONCURRENT_COMMANDS, async (id) => {
    const outcome = await setPublic(platform, ownerId, id, false, context);
    if (outcome) written.push(outcome);
  });
  written.push(await commandSynchronizer(platform, ownerId, { type: 'applyRemovals', publicationIds }, context));
  return allWritten(written);
}

/** 'Deshacer': the removal is undone, then the publication published again. */
export async function undoRemoval(
  platform: Platform,
  ownerId: string,
  publicationId: string,
  context: CommandContext,
): Promise<Written> {
  const undone = await commandSynchronizer(platform, ownerId, { type: 'undoRemoval', publicationId }, context);
  const published = await setPublic(platform, ownerId, publicationId, true, context);
  return allWritten(published ? [undone, published] : [undone]);
}
