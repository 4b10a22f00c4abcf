import type { ConsensusRule, SearchParticipant } from '@app/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../testing/deciderSpecification.ts';
import { type ConsensusEvent, groupConsensusDecider } from './groupConsensus.ts';

const searchId = '0b4f2f3e-2c2d-4b8e-8a5f-7a0c2b1d9e33';
const house = '7b0c7a2e-4f4c-4d3c-9c55-3f7a1f0e9a10';
const type = '5d1e3c9a-8b7f-4a6e-9d2c-1f0e3b4a5c6d';
const user = (userId: string): SearchParticipant => ({ kind: 'user', userId });
const ana = 'a0000000-0000-4000-8000-000000000001';
const beto = 'b0000000-0000-4000-8000-000000000002';
const caro = 'c0000000-0000-4000-8000-000000000003';
const dani = 'd0000000-0000-4000-8000-000000000004';

const created: ConsensusEvent = {
  type: 'search.created.v1',
  data: {
    searchId,
    owner: user(ana),
    scope: { micrositeId: null, groupId: null, userId: null },
    filters: [
      {
        title: 'Casas',
        type_id: type,
        category_id: null,
        operation: null,
        currency: null,
        amount: null,
        extras: {},
        stock: null,
      },
    ],
    places: [],
    order: 'relevance',
    autocompleted: false,
  },
};
const joined = (userId: string): ConsensusEvent => ({
  type: 'search.joined.v1',
  data: { searchId, participant: user(userId) },
});
const chosen = (rule: ConsensusRule): ConsensusEvent => ({
  type: 'search.consensus_chosen.v1',
  data: { searchId, rule },
});
const decided = (userId: string, like: boolean): ConsensusEvent => ({
  type: 'search.decision_made.v1',
  data: { searchId, participant: user(userId), publicationId: house, like, super: false, notifiedUserIds: [] },
});
const announce = (likedBy: string) => ({ type: 'announce', publicationId: house, likedBy }) as const;
const reached = (...agreed: string[]): ConsensusEvent => ({
  type: 'consensus.coincidence_reached',
  data: { publicationId: house, agreed },
});
const waiting = (waitingFor: string): ConsensusEvent => ({
  type: 'consensus.group_waiting',
  data: { publicationId: house, waitingFor },
});

const spec = DeciderSpecification.for(groupConsensusDecider);
const fourOfUs = [created, joined(beto), joined(caro), joined(dani)];

describe('the default rule: two or more', () => {
  it('announces a coincidence as soon as a second participant likes it, naming both', () => {
    spec
      .given(...fourOfUs, decided(ana, true))
      .when(announce(ana))
      .thenNothing();
    spec
      .given(...fourOfUs, decided(ana, true), decided(beto, true))
      .when(announce(beto))
      .thenDecides([reached(ana, beto)]);
  });
});

describe('a unanimous rule', () => {
  const unanimous = [...fourOfUs, chosen({ kind: 'unanimous' })];

  it('waits for every participant, and tells the last one the group is waiting', () => {
    spec
      .given(...unanimous, decided(ana, true), decided(beto, true))
      .when(announce(beto))
      .thenNothing();
    spec
      .given(...unanimous, decided(ana, true), decided(beto, true), decided(caro, true))
      .when(announce(caro))
      .thenDecides([waiting(dani)]);
    spec
      .given(...unanimous, decided(ana, true), decided(beto, true), decided(caro, true), decided(dani, true))
      .when(announce(dani))
      .thenDecides([reached(ana, beto, caro, dani)]);
  });

  it('is vetoed by one reject, whatever the others like', () => {
    spec
      .given(...unanimous, decided(dani, false), decided(ana, true), decided(beto, true), decided(caro, true))
      .when(announce(caro))
      .thenNothing();
  });
});

describe('a majority rule', () => {
  it('needs more than half: three of four', () => {
    const majority = [...fourOfUs, chosen({ kind: 'majority' })];
    spec
      .given(...majority, decided(ana, true), decided(beto, true))
      .when(announce(beto))
      .thenNothing();
    spec
      .given(...majority, decided(ana, true), decided(beto, true), decided(caro, true))
      .when(announce(caro))
      .thenDecides([reached(ana, beto, caro)]);
  });

  it('is not vetoed: a reject only takes away one like', () => {
    spec
      .given(...fourOfUs, chosen({ kind: 'majority' }), decided(dani, false), decided(ana, true), decided(beto, true))
      .when(announce(beto))
      .thenNothing();
    spec
      .given(
        ...fourOfUs,
        chosen({ kind: 'majority' }),
        decided(dani, false),
        decided(ana, true),
        decided(beto, true),
        decided(caro, true),
      )
      .when(announce(caro))
      .thenDecides([reached(ana, beto, caro)]);
  });
});

describe('a "k de n" rule', () => {
  it('needs k likes: three of four', () => {
    const threeOfFour = [...fourOfUs, chosen({ kind: 'at_least', k: 3 })];
    spec
      .given(...threeOfFour, decided(ana, true), decided(beto, true))
      .when(announce(beto))
      .thenNothing();
    spec
      .given(...threeOfFour, decided(ana, true), decided(beto, true), decided(caro, true))
      .when(announce(caro))
      .thenDecides([reached(ana, beto, caro)]);
  });

  it('tells the one missing when everyone else likes it, even after the rule was met', () => {
    spec
      .given(...fourOfUs, decided(ana, true), decided(beto, true), decided(caro, true))
      .when(announce(caro))
      .thenDecides([reached(ana, beto, caro)]);
    spec
      .given(created, joined(beto), joined(caro), chosen({ kind: 'at_least', k: 3 }), decided(ana, true))
      .when(announce(ana))
      .thenNothing();
    spec
      .given(
        created,
        joined(beto),
        joined(caro),
        chosen({ kind: 'at_least', k: 3 }),
        decided(ana, true),
        decided(beto, true),
      )
      .when(announce(beto))
      .thenDecides([waiting(caro)]);
  });

  it('announces nothing for a like that was taken back', () => {
    spec
      .given(...fourOfUs, decided(ana, true), decided(beto, true), decided(beto, false))
      .when(announce(beto))
      .thenNothing();
  });
});
