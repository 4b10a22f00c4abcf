import type { SearchParticipant, SwipeEvent } from '@app/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import type { ParticipantIdentity } from './participantDecider.ts';
import { participantDecider } from './participantStates.ts';

const searchId = '0b4f2f3e-2c2d-4b8e-8a5f-7a0c2b1d9e33';
const house = '7b0c7a2e-4f4c-4d3c-9c55-3f7a1f0e9a10';
const flat = '5d1e3c9a-8b7f-4a6e-9d2c-1f0e3b4a5c6d';
const seller = 'a1b2c3d4-e5f6-4789-8abc-def012345678';
const ana: SearchParticipant = { kind: 'user', userId: '11111111-2222-4333-8444-555555555555' };
const guest: SearchParticipant = { kind: 'guest', guestKeyHash: 'f'.repeat(64) };

const asOwner: ParticipantIdentity = { searchId, participant: ana, role: 'owner', shared: false };
const asMember: ParticipantIdentity = { searchId, participant: ana, role: 'member', shared: true };
const joined: SwipeEvent = { type: 'search.joined.v1', data: { searchId, participant: ana } };
const AT = '2025-03-10T15:00:00.000Z';

/** The participant's decider, every given event recorded at AT. */
const spec = DeciderSpecification.for(participantDecider, { at: AT });

const made = (
  publicationId: string,
  like: boolean,
  isSuper = false,
  notifiedUserIds: string[] = [],
  participant: SearchParticipant = ana,
): SwipeEvent => ({
  type: 'search.decision_made.v1',
  data: { searchId, participant, publicationId, like, super: isSuper, notifiedUserIds },
});

const decide = (identity: ParticipantIdentity, publicationId: string, like: boolean, isSuper = false) =>
  ({ ...identity, type: 'decide', publicationId, like, super: isSuper, publicationOwners: [seller] }) as const;

describe('joining a search', () => {
  it('records a member joining a shared search once', () => {
    spec
      .given()
      .when({ ...asMember, type: 'join' })
      .thenDecides([joined]);
    spec
      .given(joined)
      .when({ ...asMember, type: 'join' })
      .thenNothing();
  });

  it('is refused while the search is not shared', () => {
    spec
      .given()
      .when({ ...asMember, shared: false, type: 'join' })
      .thenRefuses('forbidden', 'No es posible realizar esta acción.');
  });

  it('changes nothing for the owner, who takes part from the start', () => {
    spec
      .given()
      .when({ ...asOwner, type: 'join' })
      .thenNothing();
  });
});

describe('deciding', () => {
  it('records likes and rejections, once each', () => {
    spec
      .given()
      .when(decide(asOwner, house, true))
      .thenDecides([made(house, true)]);
    spec
      .given(made(house, true))
      .when(decide(asOwner, house, true))
      .thenNothing();
    spec
      .given(made(house, true))
      .when(decide(asOwner, house, false))
      .thenDecides([made(house, false)]);
  });

  it('needs a member to have joined a search that is still shared', () => {
    const notPossible = 'No es posible realizar esta acción.';
    spec
      .given()
      .when(decide(asMember, house, true))
      .thenRefuses('forbidden', notPossible);
    spec
      .given(joined)
      .when(decide({ ...asMember, shared: false }, house, true))
      .thenRefuses('forbidden', notPossible);
    spec
      .given(joined)
      .when(decide(asMember, house, true))
      .thenDecides([made(house, true)]);
  });

  it('lets the guest who created the search decide, but not superlike: a guest has no contact data', () => {
    const asGuest = { ...asOwner, participant: guest };
    spec
      .given()
      .when(decide(asGuest, house, true))
      .thenDecides([made(house, true, false, [], guest)]);
    spec
      .given()
      .when(decide(asGuest, house, true, true))
      .thenRefuses('unauthenticated', 'Necesitas estar logueado.');
  });
});

describe('superlikes', () => {
  it("send the searcher's contact to the publication's owners", () => {
    spec
      .given()
      .when(decide(asOwner, house, true, true))
      .thenDecides([made(house, true, true, [seller])]);
  });

  it('send it only once per publication, even after an undo or a downgrade', () => {
    const superliked = made(house, true, true, [seller]);
    const undone: SwipeEvent = {
      type: 'search.decision_undone.v1',
      data: { searchId, participant: ana, publicationId: house },
    };
    spec
      .given(superliked)
      .when(decide(asOwner, house, true, true))
      .thenNothing();
    spec
      .given(superliked)
      .when(decide(asOwner, house, true))
      .thenDecides([made(house, true)]);
    spec
      .given(superliked, undone)
      .when(decide(asOwner, house, true, true))
      .thenDecides([made(house, true, true, [])]);
  });

  it('never count as a rejection', () => {
    spec
      .given()
      .when(decide(asOwner, house, false, true))
      .thenDecides([made(house, false)]);
  });
});

describe('undoing', () => {
  it('takes a decision back to none, and does nothing without one', () => {
    const undo = { ...asOwner, type: 'undo', publicationId: house } as const;
    const undone: SwipeEvent = {
      type: 'search.decision_undone.v1',
      data: { searchId, participant: ana, publicationId: house },
    };
    spec.given(made(house, false)).when(undo).thenDecides([undone]);
    spec.given().when(undo).thenNothing();
    spec.given(made(house, true), undone).when(undo).thenNothing();
  });
});

describe('liking all', () => {
  it('likes only what is not liked yet', () => {
    const likeAll = { ...asOwner, type: 'likeAll', publicationIds: [house, flat, flat] } as const;
    spec
      .given(made(house, true))
      .when(likeAll)
      .thenDecides([made(flat, true)]);
  });
});

describe('finishing a selection', () => {
  const finish = { ...asMember, type: 'finish', searchOwner: seller } as const;
  const finished: SwipeEvent = {
    type: 'search.selection_finished.v1',
    data: { searchId, participant: ana, notifiedUserIds: [seller] },
  };

  it("tells the search's owner, once", () => {
    spec.given(joined).when(finish).thenDecides([finished]);
    spec.given(joined, finished).when(finish).thenNothing();
  });

  it('is not for the owner', () => {
    spec
      .given()
      .when({ ...finish, role: 'owner' })
      .thenRefuses('forbidden', 'No es posible realizar esta acción.');
  });
});

describe('comments and visits', () => {
  it('records a changed comment only', () => {
    const comment = { ...asOwner, type: 'comment', publicationId: house, comment: 'Linda luz' } as const;
    const commented: SwipeEvent = {
      type: 'search.decision_commented.v1',
      data: { searchId, participant: ana, publicationId: house, comment: 'Linda luz' },
    };
    spec.given().when(comment).thenDecides([commented]);
    spec.given(commented).when(comment).thenNothing();
  });

  it('records an opening once an Argentine day, and a card once', () => {
    const opened: SwipeEvent = { type: 'search.visited.v1', data: { searchId, participant: ana, publicationId: null } };
    const visit = (now: string) => ({ ...asOwner, type: 'visit', publicationId: null, now: new Date(now) }) as const;
    // AT is 12:00 in Buenos Aires; 02:00 UTC the next day is still 23:00 there.
    spec.given(opened).when(visit('2025-03-11T02:00:00.000Z')).thenNothing();
    spec.given(opened).when(visit('2025-03-11T03:00:00.000Z')).thenDecides([opened]);
    const seen: SwipeEvent = { type: 'search.visited.v1', data: { searchId, participant: ana, publicationId: house } };
    const card = { ...asOwner, type: 'visit', publicationId: house, now: new Date(AT) } as const;
    spec.given().when(card).thenDecides([seen]);
    spec.given(seen).when(card).thenNothing();
  });
});

describe('including a prediction', () => {
  it('is for the owner', () => {
    const include = { ...asOwner, type: 'includePrediction', publicationIds: [flat, house] } as const;
    spec
      .given()
      .when(include)
      .thenDecides([
        { type: 'search.prediction_included.v1', data: { searchId, participant: ana, publicationIds: [flat, house] } },
      ]);
    spec
      .given(joined)
      .when({ ...include, role: 'member', shared: true })
      .thenRefuses('forbidden');
  });
});
