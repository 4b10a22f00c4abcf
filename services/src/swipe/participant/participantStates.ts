// Participants' states kept in memory between commands, so a decision reads only the events its
// stream got since (usually none) instead of the participant's whole history
// (docs/decisions/swipe-streams.md). One per platform: see Platform.participantStates.
import type { SwipeEvent } from '@app/contracts';
import { type Decider, StateMemory } from '../../commands/index.ts';
import { foldParticipant, initialParticipantState, type ParticipantState } from './participant.ts';
import { decideForParticipant, type ParticipantCommand } from './participantDecider.ts';

const CAPACITY = 50_000;

export type ParticipantStates = StateMemory<ParticipantState>;

export function participantStates(): ParticipantStates {
  return new StateMemory(CAPACITY);
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
