// Participants' states kept in memory between commands, so a decision reads only the events its
// stream got since (usually none) instead of the participant's whole history
// (docs/decisions/swipe-streams.md). One per event store a process writes to, kept here by swipe:
// the platform holds no context's state.
import type { SwipeEvent } from '@app/contracts';
import type { EventStore } from '@app/eventstore';
import { type Decider, StateMemory } from '../../commands/index.ts';
import type { Platform } from '../../platform.ts';
import { foldParticipant, initialParticipantState, type ParticipantState } from './participant.ts';
import { decideForParticipant, type ParticipantCommand } from './participantDecider.ts';

const CAPACITY = 50_000;

export type ParticipantStates = StateMemory<ParticipantState>;

const statesByStore = new WeakMap<EventStore, ParticipantStates>();

/** What this process remembers of the participants whose streams are in the platform's store. */
export function participantStatesOf(platform: Platform): ParticipantStates {
  let states = statesByStore.get(platform.store);
  if (!states) {
    states = new StateMemory(CAPACITY);
    statesByStore.set(platform.store, states);
  }
  return states;
}

/** A participant's state depends on when each event occurred (a visit's day): it folds with times. */
export const participantDecider: Decider<ParticipantCommand, SwipeEvent, ParticipantState> = {
  initialState: initialParticipantState,
  decide: decideForParticipant,
  fold: foldParticipant,
  evolve() {
    throw new Error("a participant's events fold with the time each occurred (fold)");
  },
};
