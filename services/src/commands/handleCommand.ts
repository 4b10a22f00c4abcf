// Read the stream, fold, decide, append with the expected version; retry when another writer won.
import { type Checkpoint, type DomainEvent, ERROR_MESSAGES } from '@app/contracts';
import { type EventStore, VersionConflictError } from '@app/eventstore';
import { type CommandContext, eventMetadata } from './commandContext.ts';
import type { Decider } from './decider.ts';
import { DomainError } from './domainError.ts';

const ATTEMPTS = 5;

export interface CommandOutcome<Event, State> {
  readonly events: readonly Event[];
  readonly state: State;
  /** Where the last appended event stands; null when the command decided nothing. */
  readonly checkpoint: Checkpoint | null;
}

export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  stream: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
): Promise<CommandOutcome<Event, State>> {
  for (let attempt = 1; ; attempt++) {
    const history = await store.readStream(stream);
    const state = history.reduce(
      (current, event) => decider.evolve(current, event as unknown as Event),
      decider.initialState,
    );
    const decision = decider.decide(command, state);
    if (decision instanceof DomainError) throw decision;
    if (decision.length === 0) return { events: [], state, checkpoint: null };
    const expected = history.length === 0 ? 'no_stream' : history[history.length - 1]!.version;
    try {
      const metadata = eventMetadata(context);
      const result = await store.append(
        stream,
        decision.map((event) => ({ type: event.type, data: event.data, metadata })),
        expected,
      );
      const newState = decision.reduce(decider.evolve, state);
      return { events: decision, state: newState, checkpoint: result.checkpoint };
    } catch (error) {
      if (error instanceof VersionConflictError && attempt < ATTEMPTS) continue;
      if (error instanceof VersionConflictError) throw new DomainError('conflict', ERROR_MESSAGES.conflict);
      throw error;
    }
  }
}
