// Participants' states kept in memory between commands, so a decision reads only the events its
// stream got since (usually none) instead of the participant's whole history
// (docs/decisions/swipe-streams.md). Bounded: the least recently used are forgotten.
import { BoundedMap } from '@app/contracts';
import type { EventStore } from '@app/eventstore';
import type { ParticipantState } from './participant.ts';

export interface KnownParticipant {
  /** Revision of the last event folded into `state`; -1 for a stream with none. */
  version: number;
  state: ParticipantState;
}

const CAPACITY = 50_000;

export class ParticipantStates {
  private readonly known = new BoundedMap<string, KnownParticipant>(CAPACITY);

  get(stream: string): KnownParticipant | undefined {
    const entry = this.known.get(stream);
    if (entry) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
      this.known.delete(stream);
      this.known.set(stream, entry);
    }
    return entry;
  }

  set(stream: string, entry: KnownParticipant): void {
    this.known.delete(stream);
    this.known.set(stream, entry);
  }
}

const perStore = new WeakMap<EventStore, ParticipantStates>();

export function participantStatesOf(store: EventStore): ParticipantStates {
  let states = perStore.get(store);
  if (!states) {
    states = new ParticipantStates();
    perStore.set(store, states);
  }
  return states;
}
