// The synchronizer's state folded from its stream, and its commands, for the worker and routes.
import type { SynchronizerEvent } from '@app/contracts';
import {
  type CommandContext,
  type CommandOutcome,
  handleCommand,
  streamState,
  systemContext,
} from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';
import { type SynchronizerState, synchronizerStream } from '../synchronizer.ts';
import { type SynchronizerCommand, synchronizerDecider } from '../synchronizerDecider.ts';

export function loadSynchronizer(platform: Platform, ownerId: string): Promise<SynchronizerState> {
  return streamState(platform.store, synchronizerStream(ownerId), synchronizerDecider);
}

/** A command of the worker: appended without waiting for the read models. */
export async function commandSynchronizer(
  platform: Platform,
  ownerId: string,
  command: SynchronizerCommand,
  context: CommandContext = systemContext(platform.clock.now()),
): Promise<CommandOutcome<SynchronizerEvent, SynchronizerState>> {
  return handleCommand(platform, synchronizerStream(ownerId), synchronizerDecider, command, context);
}
