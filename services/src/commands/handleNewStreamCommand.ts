// A command on a stream its caller knows to be new (an id it just derived, absent from read models
// that were caught up): decided on the initial state and appended expecting no stream, without
// reading the stream first. A synchronization creating thousands of publications saves a query
// for each. If the stream exists after all, it answers 'conflict', as handleCommand's decider would.
import { type DomainEvent, ERROR_MESSAGES } from '@app/contracts';
import { type EventStore, VersionConflictError } from '@app/eventstore';
import { type CommandContext, eventMetadata } from './commandContext.ts';
import type { Decider } from './decider.ts';
import { DomainError } from './domainError.ts';
import type { CommandOutcome } from './handleCommand.ts';
import { oneAtATime } from './streamQueue.ts';

export function handleNewStreamCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  stream: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
): Promise<CommandOutcome<Event, State>> {
  return oneAtATime(store, stream, async () => {
    const decision = decider.decide(command, decider.initialState);
    if (decision instanceof DomainError) throw decision;
    const state = decision.reduce(decider.evolve, decider.initialState);
    if (decision.length === 0) return { events: [], state, checkpoint: null };
    const metadata = eventMetadata(context);
    const events = decision.map((event) => ({ type: event.type, data: event.data, metadata }));
    try {
      const result = await store.append(stream, events, 'no_stream');
      return { events: decision, state, checkpoint: result.checkpoint };
    } catch (error) {
      if (error instanceof VersionConflictError) throw new DomainError('conflict', ERROR_MESSAGES.conflict);
      throw error;
    }
  });
}
