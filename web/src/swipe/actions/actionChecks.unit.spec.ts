import { describe, expect, it } from 'vitest';
import { mayFinishSelection, offersOwnerAction, ownerActionCheck, participantActionCheck } from './actionChecks.ts';

const owned = { is_owner: true, group_id: null };
const ownedInGroup = { is_owner: true, group_id: '00000000-0000-4000-8000-000000000009' };
const someoneElses = { is_owner: false, group_id: null };

describe('who may act on a search', () => {
  it('lets the owner rename, share and edit; others are told only the creator may', () => {
    expect(ownerActionCheck(owned, true)).toBe('allowed');
    expect(ownerActionCheck(someoneElses, true)).toBe('ownerOnly');
  });

  it('asks a visitor to identify, and the guest owner too when an account is needed', () => {
    expect(ownerActionCheck(someoneElses, false)).toBe('identify');
    expect(ownerActionCheck(owned, false)).toBe('allowed');
    expect(ownerActionCheck(owned, false, { account: true })).toBe('identify');
  });

  it('publishes only a search made in a group', () => {
    expect(ownerActionCheck(owned, true, { account: true, group: true })).toBe('noGroup');
    expect(ownerActionCheck(ownedInGroup, true, { account: true, group: true })).toBe('allowed');
  });

  it('lets participants decide and asks visitors to identify', () => {
    expect(participantActionCheck(true, false)).toBe('allowed');
    expect(participantActionCheck(false, false)).toBe('identify');
    expect(participantActionCheck(false, true)).toBe('refused');
  });

  it('offers finishing the selection to non-owners until they finish', () => {
    expect(mayFinishSelection({ is_owner: false }, false)).toBe(true);
    expect(mayFinishSelection({ is_owner: false }, true)).toBe(false);
    expect(mayFinishSelection({ is_owner: true }, false)).toBe(false);
  });
});

describe('which owner actions a menu offers', () => {
  it("offers them to the owner and to a visitor, never to another account's participant", () => {
    expect(offersOwnerAction(owned, true)).toBe(true);
    expect(offersOwnerAction(someoneElses, false)).toBe(true);
    expect(offersOwnerAction(someoneElses, true)).toBe(false);
    expect(offersOwnerAction(someoneElses, true, { account: true })).toBe(false);
  });

  it('offers publishing only for a search made in a group', () => {
    expect(offersOwnerAction(owned, true, { account: true, group: true })).toBe(false);
    expect(offersOwnerAction(someoneElses, false, { account: true, group: true })).toBe(false);
    expect(offersOwnerAction(ownedInGroup, true, { account: true, group: true })).toBe(true);
  });
});
