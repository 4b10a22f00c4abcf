// Runs a participant command through the one command pipeline, deciding on the state this process
// remembers of the participant (the busiest path, a decision, costs one round trip). The response
// then waits (bounded) until the read models show the new events, unless the caller reads nothing
// back (decisions and visits, see decisionRoutes.ts).
import { participantStream, type SwipeEvent } from '@app/contracts';
import type { CommandContext, CommandOutcome } from '../../commands/index.ts';
import { type ExecuteOptions, execute, type Platform } from '../../platform.ts';
import type { ParticipantState } from './participant.ts';
import type { ParticipantCommand } from './participantDecider.ts';
import { participantDecider, participantStatesOf } from './participantStates.ts';

export type ParticipantOutcome = CommandOutcome<SwipeEvent, ParticipantState>;

export type ParticipantCommandOptions = Pick<ExecuteOptions<ParticipantState>, 'awaitReadModels'>;

export function runParticipantCommand(
  platform: Platform,
  command: ParticipantCommand,
  context: CommandContext,
  options: ParticipantCommandOptions = {},
): Promise<ParticipantOutcome> {
  const stream = participantStream(command.searchId, command.participant);
  return execute(platform, stream, participantDecider, command, context, {
    ...options,
    memory: participantStatesOf(platform),
  });
}
