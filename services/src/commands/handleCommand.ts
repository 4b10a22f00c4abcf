// Read the stream, fold, decide, append with the expected version; retry when another writer won.
import { type Checkpoint, type DomainEvent, ERROR_MESSAGES } from '@app/contracts';
import { type EventStore, VersionConflictError } from '@app/eventstore';
import { type CommandContext, eventMetadata } from './commandContext.ts';
import type { Decider } from './decider.ts';
import { DomainError } from './domainError.ts';
import { oneAtATime } from './streamQueue.ts';

const ATTEMPTS = 10;
const LONGEST_BACKOFF_MS = 40;

/**
 * A random pause growing with each lost race, so writers contending for one stream (a popular
 * promotional code) stop retrying in lockstep and most of them get through.
 */
function backoff(attempt: number): Promise<void> {
  const ms = Math.random() * Math.min(LONGEST_BACKOFF_MS, 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface CommandOutcome<Event, State> {
  readonly events: readonly Event[];
  readonly state: State;
  /** Where the last appended event stands; null when the command decided nothing. */
  readonly checkpoint: Checkpoint | null;
}

async function decideAndAppend<Command, Event extends DomainEvent, State>(
  store: EventStore,
  stream: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
): Promise<CommandOutcome<Event, State>> {
  const history = await store.readStream(stream);
  const state = history.reduce(
    (current, event) => decider.evolve(current, event as unknown as Event),
    decider.initialState,
  );
  const decision = decider.decide(command, state);
  if (decision instanceof DomainError) throw decision;
  if (decision.length === 0) return { events: [], state, checkpoint: null };
  const expected = history.length === 0 ? 'no_stream' : history[history.length - 1]!.version;
  const metadata = eventMetadata(context);
  const events = decision.map((event) => ({ type: event.type, data: event.data, metadata }));
  const result = await store.append(stream, events, expected);
  return { events: decision, state: decision.reduce(decider.evolve, state), checkpoint: result.checkpoint };
}

export function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  stream: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
): Promise<CommandOutcome<Event, State>> {
  return oneAtATime(store, stream, async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await decideAndAppend(store, stream, decider, command, context);
      } catch (error) {
        if (!(error instanceof VersionConflictError)) throw error;
        if (attempt >= ATTEMPTS) throw new DomainError('conflict', ERROR_MESSAGES.conflict);
        await backoff(attempt);
      }
    }
  });
}
