// Restoring a discard from 'Descartadas' (issue 26): a reject is undone, as an event; nothing else is.
import type { SearchParticipant, SwipeEvent } from '@app/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import { foldParticipant, initialParticipantState, type ParticipantState } from './participant.ts';
import { decideForParticipant, type ParticipantCommand, type ParticipantIdentity } from './participantDecider.ts';

const searchId = '0b4f2f3e-2c2d-4b8e-8a5f-7a0c2b1d9e33';
const house = '7b0c7a2e-4f4c-4d3c-9c55-3f7a1f0e9a10';
const ana: SearchParticipant = { kind: 'user', userId: '11111111-2222-4333-8444-555555555555' };
const AT = '2025-03-10T15:00:00.000Z';

const spec = DeciderSpecification.for<ParticipantCommand, SwipeEvent, ParticipantState>({
  initialState: initialParticipantState,
  evolve: (state, event) => foldParticipant(state, [{ event, at: AT }]),
  decide: decideForParticipant,
});

const asOwner: ParticipantIdentity = { searchId, participant: ana, role: 'owner', shared: false };
const asMember: ParticipantIdentity = { searchId, participant: ana, role: 'member', shared: true };
const joined: SwipeEvent = { type: 'search.joined.v1', data: { searchId, participant: ana } };
const made = (like: boolean, isSuper = false): SwipeEvent => ({
  type: 'search.decision_made.v1',
  data: { searchId, participant: ana, publicationId: house, like, super: isSuper, notifiedUserIds: [] },
});
const undone: SwipeEvent = {
  type: 'search.decision_undone.v1',
  data: { searchId, participant: ana, publicationId: house },
};
const restore = (identity: ParticipantIdentity) =>
  ({ ...identity, type: 'restoreDiscard', publicationId: house }) as const;

describe('restoring a discard', () => {
  it('undoes the reject', () => {
    spec.given(made(false)).when(restore(asOwner)).thenDecides([undone]);
  });

  it('leaves a like, a superlike or an undecided publication as it is', () => {
    spec.given(made(true)).when(restore(asOwner)).thenNothing();
    spec.given(made(true, true)).when(restore(asOwner)).thenNothing();
    spec.given(made(false), undone).when(restore(asOwner)).thenNothing();
  });

  it('lets a member restore their own reject after the owner stopped sharing the search', () => {
    spec
      .given(joined, made(false))
      .when(restore({ ...asMember, shared: false }))
      .thenDecides([undone]);
  });

  it('is refused to someone who never joined', () => {
    spec.given().when(restore(asMember)).thenRefuses('forbidden', 'No es posible realizar esta acción.');
  });
});
