// Files are kept only when the command that references them is recorded: the files a request
// stores are removed again when its command is refused, fails or records nothing. Files stored
// earlier under the same name (names follow content) are left alone: a recorded event names them.
import type { DomainEvent } from '@app/contracts';
import { type CommandContext, type CommandOutcome, type Decider, handleCommand } from '../commands/index.ts';
import { awaitReadModelsOf, type Platform } from '../platform.ts';

/** Stores one file for the command being prepared. */
export type SaveMedia = (key: string, bytes: Buffer) => Promise<void>;

export interface CommandWithMedia<Stored, Command, Event extends DomainEvent, State> {
  stream: string;
  decider: Decider<Command, Event, State>;
  /** Stores the request's files through `save` and says what the command needs to know of them. */
  store(save: SaveMedia): Promise<Stored>;
  commandOf(stored: Stored): Command;
}

export async function executeWithMedia<Stored, Command, Event extends DomainEvent, State>(
  platform: Platform,
  work: CommandWithMedia<Stored, Command, Event, State>,
  context: CommandContext,
): Promise<CommandOutcome<Event, State>> {
  const created: string[] = [];
  const save: SaveMedia = async (key, bytes) => {
    if (await platform.media.save(key, bytes)) created.push(key);
  };
  const removeCreated = () => Promise.allSettled(created.map((key) => platform.media.remove(key)));
  let outcome: CommandOutcome<Event, State>;
  try {
    const command = work.commandOf(await work.store(save));
    outcome = await handleCommand(platform, work.stream, work.decider, command, context);
  } catch (error) {
    await removeCreated();
    throw error;
  }
  if (!outcome.checkpoint) await removeCreated();
  else await awaitReadModelsOf(platform, outcome);
  return outcome;
}
