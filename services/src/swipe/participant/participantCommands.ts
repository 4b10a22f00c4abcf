// Runs a participant command: decide on the remembered state and append with its version, so the
// busiest path (a decision) costs one round trip; the expected version guards what this process
// may not have seen (another instance's write), and a lost race, a refusal or nothing to do is
// decided again on the stream's fresh tail. The response then waits (bounded) until the read
// models show the new events, unless the caller reads nothing back (decisions and visits, see
// decisionRoutes.ts).
import { type Checkpoint, ERROR_MESSAGES, participantStream, type SwipeEvent } from '@app/contracts';
import { VersionConflictError } from '@app/eventstore';
import { type CommandContext, DomainError, eventMetadata, oneAtATime } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';
import { foldParticipant, initialParticipantState, type ParticipantState } from './participant.ts';
import { decideForParticipant, type ParticipantCommand } from './participantDecider.ts';
import { type KnownParticipant, participantStatesOf } from './participantStates.ts';

const ATTEMPTS = 10;
const LONGEST_BACKOFF_MS = 40;

export interface ParticipantOutcome {
  events: readonly SwipeEvent[];
  state: ParticipantState;
  checkpoint: Checkpoint | null;
}

const NOT_KNOWN: KnownParticipant = { version: -1, state: initialParticipantState };

const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(LONGEST_BACKOFF_MS, 2 ** attempt)));

async function catchUp(platform: Platform, stream: string): Promise<KnownParticipant> {
  const states = participantStatesOf(platform.store);
  const known = states.get(stream) ?? NOT_KNOWN;
  const tail = await platform.store.readStream(stream, known.version + 1);
  if (tail.length === 0) return known;
  const timed = tail.map((recorded) => ({
    event: recorded as unknown as SwipeEvent,
    at: recorded.metadata.occurredAt,
  }));
  const caughtUp = { version: tail[tail.length - 1]!.version, state: foldParticipant(known.state, timed) };
  states.set(stream, caughtUp);
  return caughtUp;
}

/**
 * What the command decides on the state this process remembers, when it remembers one and the
 * command is accepted there with something to append; otherwise on the stream's fresh tail.
 */
async function decisionOn(platform: Platform, stream: string, command: ParticipantCommand, trustMemory: boolean) {
  const remembered = trustMemory ? participantStatesOf(platform.store).get(stream) : undefined;
  if (remembered) {
    const decision = decideForParticipant(command, remembered.state);
    if (!(decision instanceof DomainError) && decision.length > 0) return { ...remembered, decision };
  }
  const known = await catchUp(platform, stream);
  return { ...known, decision: decideForParticipant(command, known.state) };
}

async function decideAndAppend(
  platform: Platform,
  stream: string,
  command: ParticipantCommand,
  context: CommandContext,
  trustMemory: boolean,
): Promise<ParticipantOutcome> {
  const { version, state, decision } = await decisionOn(platform, stream, command, trustMemory);
  if (decision instanceof DomainError) throw decision;
  if (decision.length === 0) return { events: [], state, checkpoint: null };
  const metadata = eventMetadata(context);
  const toAppend = decision.map((event) => ({ type: event.type, data: event.data, metadata }));
  const result = await platform.store.append(stream, toAppend, version === -1 ? 'no_stream' : version);
  const at = context.now.toISOString();
  const decided = foldParticipant(
    state,
    decision.map((event) => ({ event, at })),
  );
  participantStatesOf(platform.store).set(stream, { version: result.nextExpectedVersion, state: decided });
  return { events: decision, state: decided, checkpoint: result.checkpoint };
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
  const outcome = await oneAtATime(platform.store, stream, async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        // After a lost race the memory is known to be behind.
        return await decideAndAppend(platform, stream, command, context, attempt === 1);
      } catch (error) {
        if (!(error instanceof VersionConflictError)) throw error;
        if (attempt >= ATTEMPTS) throw new DomainError('conflict', ERROR_MESSAGES.conflict);
        await backoff(attempt);
      }
    }
  });
  if (outcome.checkpoint && awaitReadModels) {
    await platform.runner.waitFor(outcome.checkpoint, platform.config.readYourWritesTimeoutMs);
  }
  return outcome;
}
