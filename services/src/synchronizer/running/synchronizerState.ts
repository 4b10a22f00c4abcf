// The synchronizer's state folded from its stream, and its commands, for the worker and routes.
import type { SynchronizerEvent } from '@app/contracts';
import { type CommandContext, type CommandOutcome, handleCommand, systemContext } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';
import {
  evolveSynchronizer,
  initialSynchronizerState,
  type SynchronizerState,
  synchronizerStream,
} from '../synchronizer.ts';
import { type SynchronizerCommand, synchronizerDecider } from '../synchronizerDecider.ts';

export async function loadSynchronizer(platform: Platform, ownerId: string): Promise<SynchronizerState> {
  const history = await platform.store.readStream(synchronizerStream(ownerId));
  return history.reduce(
    (state, event) => evolveSynchronizer(state, event as unknown as SynchronizerEvent),
    initialSynchronizerState,
  );
}

/** A command of the worker: appended without waiting for the read models. */
export async function commandSynchronizer(
  platform: Platform,
  ownerId: string,
  command: SynchronizerCommand,
  context: CommandContext = systemContext(platform.clock.now()),
): Promise<CommandOutcome<SynchronizerEvent, SynchronizerState>> {
  return handleCommand(platform.store, synchronizerStream(ownerId), synchronizerDecider, command, context);
}
