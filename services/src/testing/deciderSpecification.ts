// Given events, when a command, then the events decided (or the refusal): how every decider spec
// reads, in the spirit of Emmett's DeciderSpecification.

import type { DomainEvent } from '@app/contracts';
import { expect } from 'vitest';
import { type Decider, foldEvents } from '../commands/decider.ts';
import { DomainError, type DomainErrorCode } from '../commands/domainError.ts';

export interface DeciderThen<Event> {
  /** What the command decided, before any expectation: for specs that look into it. */
  readonly decided: readonly Event[] | DomainError;
  thenDecides(expected: readonly Event[]): void;
  /** Decided nothing: the command changes nothing (already so). */
  thenNothing(): void;
  /** Refused with this error code (and message when given); returns the error. */
  thenRefuses(code: DomainErrorCode, message?: string): DomainError;
}

export interface DeciderGiven<Command, Event> {
  when(command: Command): DeciderThen<Event>;
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
    return {
      given(...events: Event[]): DeciderGiven<Command, Event> {
        const timed = events.map((event) => ({ event, at }));
        const state = foldEvents(decider, decider.initialState, timed);
        return { when: (command) => outcome(decider.decide(command, state)) };
      },
    };
  },
};

function outcome<Event>(decided: readonly Event[] | DomainError): DeciderThen<Event> {
  return {
    decided,
    thenDecides: (expected) => expect(decided).toEqual(expected),
    thenNothing: () => expect(decided).toEqual([]),
    thenRefuses(code, message) {
      expect(decided).toBeInstanceOf(DomainError);
      const error = decided as DomainError;
      expect(error.code).toBe(code);
      if (message !== undefined) expect(error.message).toBe(message);
      return error;
    },
  };
}
