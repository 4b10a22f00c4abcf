// Runs a participant command through the one command pipeline, deciding on the state this process
// remembers of the participant (the busiest path, a decision, costs one round trip). The response
// then waits (bounded) until the read models show the new events, unless the caller reads nothing
// back (decisions and visits, see decisionRoutes.ts).
import { type Checkpoint, participantStream, type SwipeEvent } from '@app/contracts';
import { type CommandContext, handleCommand } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';
import type { ParticipantState } from './participant.ts';
import type { ParticipantCommand } from './participantDecider.ts';
import { participantDecider } from './participantStates.ts';

export interface ParticipantOutcome {
  events: readonly SwipeEvent[];
  state: ParticipantState;
  checkpoint: Checkpoint | null;
}

export interface ParticipantCommandOptions {
  /** Answer once the read models show the events (default), or as soon as they are recorded. */
  awaitReadModels?: boolean;
}

export async function runParticipantCommand(
  platform: Platform,
  command: ParticipantCommand,
  context: CommandContext,
  { awaitReadModels = true }: ParticipantCommandOptions = {},
): Promise<ParticipantOutcome> {
  const stream = participantStream(command.searchId, command.participant);
  const outcome = await handleCommand(platform.store, stream, participantDecider, command, context, {
    memory: platform.participantStates,
  });
  if (outcome.checkpoint && awaitReadModels) {
    await platform.runner.waitFor(outcome.checkpoint, platform.config.readYourWritesTimeoutMs);
  }
  return outcome;
}
