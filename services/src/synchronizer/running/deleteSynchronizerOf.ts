// A deleted account's synchronizer goes with it: no scheduled run creates publications for an
// account that no longer exists, and its configuration leaves the read models
// (docs/decisions/user-deletion.md).
import type { CommandContext } from '../../commands/index.ts';
import { awaitReadModelsOf, type Platform } from '../../platform.ts';
import { commandSynchronizer, loadSynchronizer } from './synchronizerState.ts';

export async function deleteSynchronizerOf(
  platform: Platform,
  ownerId: string,
  context: CommandContext,
): Promise<void> {
  if ((await loadSynchronizer(platform, ownerId)).status !== 'active') return;
  const outcome = await commandSynchronizer(platform, ownerId, { type: 'delete' }, context);
  await awaitReadModelsOf(platform, outcome);
}
