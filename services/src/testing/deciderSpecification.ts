// Given events, when a command, then the events decided (or the refusal): how every decider spec
// reads, in the spirit of Emmett's DeciderSpecification.

import type { DomainEvent } from '@app/contracts';
import { expect } from 'vitest';
import { type Decider, foldEvents } from '../commands/decider.ts';
import { DomainError, type DomainErrorCode } from '../commands/domainError.ts';

export interface DeciderThen<Event, State> {
  /** What the command decided, before any expectation: for specs that look into it. */
  readonly decided: readonly Event[] | DomainError;
  thenDecides(expected: readonly Event[]): void;
  /** Decided nothing: the command changes nothing (already so). */
  thenNothing(): void;
  /**
   * Refused with this error code (and message, and field messages matched as a subset, when given);
   * returns the error.
   */
  thenRefuses(code: DomainErrorCode, message?: string, errors?: Record<string, unknown>): DomainError;
  /** Refused as invalid, with this message for this field (as the HTTP error shape carries it). */
  thenRefusesField(field: string, message: unknown): DomainError;
  /** The events decided, failing on a refusal: to look into them or to build the next history on them. */
  thenEvents(): Event[];
  /** The state once the given and the decided events happened, failing on a refusal. */
  thenState(): State;
}

export interface DeciderGiven<Command, Event, State> {
  when(command: Command): DeciderThen<Event, State>;
}

export interface SpecificationOptions {
  /** When every given event occurred, for a decider whose state depends on it. */
  at?: string;
}

const SOME_TIME = '2025-01-01T12:00:00.000Z';

export const DeciderSpecification = {
  for<Command, Event extends DomainEvent, State>(
    decider: Decider<Command, Event, State>,
    { at = SOME_TIME }: SpecificationOptions = {},
  ) {
    const fold = (state: State, events: readonly Event[]) =>
      foldEvents(
        decider,
        state,
        events.map((event) => ({ event, at })),
      );
    return {
      given(...events: Event[]): DeciderGiven<Command, Event, State> {
        const state = fold(decider.initialState, events);
        return {
          when: (command) => outcome(decider.decide(command, state), (decided) => fold(state, decided)),
        };
      },
    };
  },
};

function outcome<Event, State>(
  decided: readonly Event[] | DomainError,
  stateAfter: (events: readonly Event[]) => State,
): DeciderThen<Event, State> {
  const events = (): Event[] => {
    if (decided instanceof DomainError) throw decided;
    return [...decided];
  };
  const refusal = (code: DomainErrorCode): DomainError => {
    expect(decided).toBeInstanceOf(DomainError);
    const error = decided as DomainError;
    expect(error.code).toBe(code);
    return error;
  };
  return {
    decided,
    thenDecides: (expected) => expect(decided).toEqual(expected),
    thenNothing: () => expect(decided).toEqual([]),
    thenRefuses(code, message, errors) {
      const error = refusal(code);
      if (message !== undefined) expect(error.message).toBe(message);
      if (errors !== undefined) expect(error.errors).toMatchObject(errors);
      return error;
    },
    thenRefusesField(field, message) {
      const error = refusal('validation');
      expect(error.errors).toMatchObject({ [field]: [message] });
      return error;
    },
    thenEvents: events,
    thenState: () => stateAfter(events()),
  };
}
