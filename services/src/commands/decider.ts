import type { DomainEvent } from '@app/contracts';
import type { DomainError } from './domainError.ts';

/** An event with the time it occurred (its metadata's `occurredAt`). */
export interface TimedEvent<Event> {
  readonly event: Event;
  readonly at: string;
}

/** An aggregate's pure business logic: no I/O, time and ids arrive inside the command. */
export interface Decider<Command, Event extends DomainEvent, State> {
  readonly initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): readonly Event[] | DomainError;
  /**
   * Folds events with the time each occurred, for a state that depends on it (the day of a visit)
   * or that folds many events faster at once; without it, `evolve` runs event by event.
   */
  fold?(state: State, events: readonly TimedEvent<Event>[]): State;
}

/** The state after `events`, through the decider's `fold` when it has one. */
export function foldEvents<Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  state: State,
  events: readonly TimedEvent<Event>[],
): State {
  if (decider.fold) return decider.fold(state, events);
  return events.reduce((current, { event }) => decider.evolve(current, event), state);
}
