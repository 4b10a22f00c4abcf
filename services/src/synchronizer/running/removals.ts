// Removals the synchronizer decided (3 misses) or the seller approved: each publication is
// unpublished, then the removal is recorded as applied. Repeating it after a crash is harmless.
import type { Checkpoint } from '@app/contracts';
import type { CommandContext } from '../../commands/index.ts';
import { DomainError, handleCommand } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';
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
  return handleCommand(platform.store, publicationStream(publicationId), publicationDecider, command, context).catch(
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
): Promise<Checkpoint | null> {
  const state = known ?? (await loadSynchronizer(platform, ownerId));
  if (state.status !== 'active' || state.synchronizer.toUnpublish.length === 0) return null;
  const publicationIds = state.synchronizer.toUnpublish;
  await forEachLimited(publicationIds, CONCURRENT_COMMANDS, (id) =>
    setPublic(platform, ownerId, id, false, context).then(() => {}),
  );
  return (await commandSynchronizer(platform, ownerId, { type: 'applyRemovals', publicationIds }, context)).checkpoint;
}

/** 'Deshacer': the removal is undone, then the publication published again. */
export async function undoRemoval(platform: Platform, ownerId: string, publicationId: string, context: CommandContext) {
  const undone = await commandSynchronizer(platform, ownerId, { type: 'undoRemoval', publicationId }, context);
  return (await setPublic(platform, ownerId, publicationId, true, context))?.checkpoint ?? undone.checkpoint;
}
