import type { DomainEvent } from '@app/contracts';
import type { DomainError } from './domainError.ts';

/** An aggregate's pure business logic: no I/O, time and ids arrive inside the command. */
export interface Decider<Command, Event extends DomainEvent, State> {
  readonly initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): readonly Event[] | DomainError;
}
