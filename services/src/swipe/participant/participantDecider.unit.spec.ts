import type { SearchParticipant, SwipeEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../commands/domainError.ts';
import { foldParticipant, initialParticipantState } from './participant.ts';
import { decideForParticipant, type ParticipantCommand, type ParticipantIdentity } from './participantDecider.ts';

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

/** Given these events, when this command: the events decided, or the error. */
function given(events: SwipeEvent[], command: ParticipantCommand) {
  const state = foldParticipant(
    initialParticipantState,
    events.map((event) => ({ event, at: AT })),
  );
  return decideForParticipant(command, state);
}

const made = (publicationId: string, like: boolean, isSuper = false, notifiedUserIds: string[] = []): SwipeEvent => ({
  type: 'search.decision_made.v1',
  data: { searchId, participant: ana, publicationId, like, super: isSuper, notifiedUserIds },
});

const decide = (identity: ParticipantIdentity, publicationId: string, like: boolean, isSuper = false) =>
  ({ ...identity, type: 'decide', publicationId, like, super: isSuper, publicationOwners: [seller] }) as const;

describe('joining a search', () => {
  it('records a member joining a shared search once', () => {
    expect(given([], { ...asMember, type: 'join' })).toEqual([joined]);
    expect(given([joined], { ...asMember, type: 'join' })).toEqual([]);
  });

  it('is refused while the search is not shared', () => {
    const refused = given([], { ...asMember, shared: false, type: 'join' });
    expect(refused).toEqual(new DomainError('forbidden', 'No es posible realizar esta acción.'));
  });

  it('changes nothing for the owner, who takes part from the start', () => {
    expect(given([], { ...asOwner, type: 'join' })).toEqual([]);
  });
});

describe('deciding', () => {
  it('records likes and rejections, once each', () => {
    expect(given([], decide(asOwner, house, true))).toEqual([made(house, true)]);
    expect(given([made(house, true)], decide(asOwner, house, true))).toEqual([]);
    expect(given([made(house, true)], decide(asOwner, house, false))).toEqual([made(house, false)]);
  });

  it('needs a member to have joined a search that is still shared', () => {
    const notPossible = new DomainError('forbidden', 'No es posible realizar esta acción.');
    expect(given([], decide(asMember, house, true))).toEqual(notPossible);
    expect(given([joined], decide({ ...asMember, shared: false }, house, true))).toEqual(notPossible);
    expect(given([joined], decide(asMember, house, true))).toEqual([made(house, true)]);
  });

  it('lets the guest who created the search decide, but not superlike: a guest has no contact data', () => {
    const asGuest = { ...asOwner, participant: guest };
    const liked = given([], decide(asGuest, house, true));
    expect(liked).toEqual([{ ...made(house, true), data: { ...made(house, true).data, participant: guest } }]);
    expect(given([], decide(asGuest, house, true, true))).toEqual(
      new DomainError('unauthenticated', 'Necesitas estar logueado.'),
    );
  });
});

describe('superlikes', () => {
  it("send the searcher's contact to the publication's owners", () => {
    expect(given([], decide(asOwner, house, true, true))).toEqual([made(house, true, true, [seller])]);
  });

  it('send it only once per publication, even after an undo or a downgrade', () => {
    const superliked = made(house, true, true, [seller]);
    const undone: SwipeEvent = {
      type: 'search.decision_undone.v1',
      data: { searchId, participant: ana, publicationId: house },
    };
    expect(given([superliked], decide(asOwner, house, true, true))).toEqual([]);
    expect(given([superliked], decide(asOwner, house, true))).toEqual([made(house, true)]);
    expect(given([superliked, undone], decide(asOwner, house, true, true))).toEqual([made(house, true, true, [])]);
  });

  it('never count as a rejection', () => {
    expect(given([], decide(asOwner, house, false, true))).toEqual([made(house, false)]);
  });
});

describe('undoing', () => {
  it('takes a decision back to none, and does nothing without one', () => {
    const undo = { ...asOwner, type: 'undo', publicationId: house } as const;
    const undone = { type: 'search.decision_undone.v1', data: { searchId, participant: ana, publicationId: house } };
    expect(given([made(house, false)], undo)).toEqual([undone]);
    expect(given([], undo)).toEqual([]);
    expect(given([made(house, true), undone as SwipeEvent], undo)).toEqual([]);
  });
});

describe('liking all', () => {
  it('likes only what is not liked yet', () => {
    const likeAll = { ...asOwner, type: 'likeAll', publicationIds: [house, flat, flat] } as const;
    expect(given([made(house, true)], likeAll)).toEqual([made(flat, true)]);
  });
});

describe('finishing a selection', () => {
  const finish = { ...asMember, type: 'finish', searchOwner: seller } as const;
  const finished: SwipeEvent = {
    type: 'search.selection_finished.v1',
    data: { searchId, participant: ana, notifiedUserIds: [seller] },
  };

  it("tells the search's owner, once", () => {
    expect(given([joined], finish)).toEqual([finished]);
    expect(given([joined, finished], finish)).toEqual([]);
  });

  it('is not for the owner', () => {
    expect(given([], { ...finish, role: 'owner' })).toEqual(
      new DomainError('forbidden', 'No es posible realizar esta acción.'),
    );
  });
});

describe('comments and visits', () => {
  it('records a changed comment only', () => {
    const comment = { ...asOwner, type: 'comment', publicationId: house, comment: 'Linda luz' } as const;
    const commented: SwipeEvent = {
      type: 'search.decision_commented.v1',
      data: { searchId, participant: ana, publicationId: house, comment: 'Linda luz' },
    };
    expect(given([], comment)).toEqual([commented]);
    expect(given([commented], comment)).toEqual([]);
  });

  it('records an opening once an Argentine day, and a card once', () => {
    const opened: SwipeEvent = { type: 'search.visited.v1', data: { searchId, participant: ana, publicationId: null } };
    const visit = (now: string) => ({ ...asOwner, type: 'visit', publicationId: null, now: new Date(now) }) as const;
    // AT is 12:00 in Buenos Aires; 02:00 UTC the next day is still 23:00 there.
    expect(given([opened], visit('2025-03-11T02:00:00.000Z'))).toEqual([]);
    expect(given([opened], visit('2025-03-11T03:00:00.000Z'))).toEqual([opened]);
    const seen: SwipeEvent = { type: 'search.visited.v1', data: { searchId, participant: ana, publicationId: house } };
    const card = { ...asOwner, type: 'visit', publicationId: house, now: new Date(AT) } as const;
    expect(given([], card)).toEqual([seen]);
    expect(given([seen], card)).toEqual([]);
  });
});

describe('including a prediction', () => {
  it('is for the owner', () => {
    const include = { ...asOwner, type: 'includePrediction', publicationIds: [flat, house] } as const;
    expect(given([], include)).toEqual([
      { type: 'search.prediction_included.v1', data: { searchId, participant: ana, publicationIds: [flat, house] } },
    ]);
    expect(given([joined], { ...include, role: 'member', shared: true })).toBeInstanceOf(DomainError);
  });
});
