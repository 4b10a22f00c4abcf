import type { SearchCriteria, SearchEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../commands/domainError.ts';
import type { SearchActor } from './ownership.ts';
import { type SearchCommand, searchDecider } from './searchDecider.ts';

const SEARCH = '0b4f2f3e-2c2d-4b8e-8a5f-7a0c2b1d9e33';
const TYPE = '7b0c7a2e-4f4c-4d3c-9c55-3f7a1f0e9a10';
const GROUP = '5d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const ANA = 'a0000000-0000-4000-8000-000000000001';
const BETO = 'b0000000-0000-4000-8000-000000000002';

const criteria: SearchCriteria = {
  filters: [
    { title: 'Departamentos', type_id: TYPE, category_id: null, currency: null, amount: null, extras: {}, stock: null },
  ],
  places: [],
  order: 'relevance',
};
const actor = (changes: Partial<SearchActor> = {}): SearchActor => ({
  userId: null,
  guestKeyHash: null,
  claimedByAccount: false,
  ...changes,
});
const ana = actor({ userId: ANA });
const guest = actor({ guestKeyHash: 'hash-of-the-guest-key' });
const scope = { micrositeId: null, groupId: null, userId: null };

function created(owner: 'ana' | 'guest', groupId: string | null = null): SearchEvent {
  return {
    type: 'search.created.v1',
    data: {
      searchId: SEARCH,
      owner: owner === 'ana' ? { kind: 'user', userId: ANA } : { kind: 'guest', guestKeyHash: 'hash-of-the-guest-key' },
      scope: { ...scope, groupId },
      ...criteria,
      autocompleted: false,
    },
  };
}

function given(...events: SearchEvent[]) {
  const state = events.reduce(searchDecider.evolve, searchDecider.initialState);
  return { when: (command: SearchCommand) => searchDecider.decide(command, state) };
}

function errorOf(decision: unknown): DomainError {
  expect(decision).toBeInstanceOf(DomainError);
  return decision as DomainError;
}

describe('creating a search', () => {
  it('records the owner: an account, or a guest by the hash of its key', () => {
    const command = { type: 'create', searchId: SEARCH, scope, criteria, autocompleted: false } as const;
    expect(given().when({ ...command, actor: ana })).toEqual([created('ana')]);
    expect(given().when({ ...command, actor: guest })).toEqual([created('guest')]);
  });

  it('needs someone to own it', () => {
    const command = {
      type: 'create',
      searchId: SEARCH,
      actor: actor(),
      scope,
      criteria,
      autocompleted: false,
    } as const;
    expect(errorOf(given().when(command)).code).toBe('unauthenticated');
  });
});

describe('owner-only actions', () => {
  it('are refused to anyone else with the Spanish message', () => {
    const error = errorOf(given(created('ana')).when({ type: 'title', actor: actor({ userId: BETO }), title: 'Mía' }));
    expect(error.code).toBe('forbidden');
    expect(error.message).toBe('Para realizar esta acción debes haber creado esta búsqueda.');
    expect(
      errorOf(given(created('guest')).when({ type: 'delete', actor: actor({ guestKeyHash: 'other' }) })).code,
    ).toBe('forbidden');
  });

  it('let the guest key holder change the search', () => {
    const changed = { ...criteria, order: 'newest' as const };
    expect(given(created('guest')).when({ type: 'change', actor: guest, criteria: changed })).toEqual([
      { type: 'search.changed.v1', data: { searchId: SEARCH, ...changed } },
    ]);
  });

  it('decide nothing when nothing changes', () => {
    expect(given(created('ana')).when({ type: 'change', actor: ana, criteria })).toEqual([]);
  });

  it('answer not found for a deleted search', () => {
    const deleted: SearchEvent = { type: 'search.deleted.v1', data: { searchId: SEARCH } };
    expect(errorOf(given(created('ana'), deleted).when({ type: 'title', actor: ana, title: 'Casa' })).code).toBe(
      'not_found',
    );
  });
});

describe('sharing', () => {
  it('shares with the chosen option and stops sharing', () => {
    const shared: SearchEvent = { type: 'search.shared.v1', data: { searchId: SEARCH, filtered: 'all' } };
    const share = { type: 'share', actor: ana, filtered: 'all', premium: false } as const;
    expect(given(created('ana')).when({ ...share, shareable: true })).toEqual([shared]);
    expect(given(created('ana'), shared).when({ ...share, shareable: false })).toEqual([
      { type: 'search.unshared.v1', data: { searchId: SEARCH } },
    ]);
  });

  it('keeps premium options for premium owners', () => {
    const share = { type: 'share', actor: ana, shareable: true, filtered: 'liked', premium: false } as const;
    expect(errorOf(given(created('ana')).when(share)).code).toBe('premium_required');
  });
});

describe('publishing', () => {
  it('needs a group', () => {
    const publish = { type: 'publish', actor: ana, public: true, title: 'Casas', description: null } as const;
    expect(errorOf(given(created('ana')).when(publish)).message).toBe('No es posible realizar esta acción.');
  });

  it('needs a title, given or already set', () => {
    const publish = { type: 'publish', actor: ana, public: true, title: null, description: null } as const;
    expect(errorOf(given(created('ana', GROUP)).when(publish)).errors).toEqual({
      title: ['Este campo es obligatorio'],
    });
    const titled: SearchEvent = { type: 'search.titled.v1', data: { searchId: SEARCH, title: 'Casas' } };
    expect(given(created('ana', GROUP), titled).when(publish)).toEqual([
      { type: 'search.published.v1', data: { searchId: SEARCH, title: 'Casas', description: null } },
    ]);
  });
});

describe('claiming a guest search', () => {
  it('gives it to the first account only', () => {
    const claimed: SearchEvent = { type: 'search.claimed.v1', data: { searchId: SEARCH, userId: ANA } };
    expect(given(created('guest')).when({ type: 'claim', userId: ANA })).toEqual([claimed]);
    expect(given(created('guest'), claimed).when({ type: 'claim', userId: BETO })).toEqual([]);
    expect(given(created('ana')).when({ type: 'claim', userId: BETO })).toEqual([]);
    expect(given().when({ type: 'claim', userId: ANA })).toEqual([]);
  });

  it('takes the guest key away once claimed', () => {
    const claimed: SearchEvent = { type: 'search.claimed.v1', data: { searchId: SEARCH, userId: ANA } };
    expect(errorOf(given(created('guest'), claimed).when({ type: 'title', actor: guest, title: 'Casa' })).code).toBe(
      'forbidden',
    );
  });

  it('is recorded first when the account acts before the claim process caught up', () => {
    const claimedAna = actor({ userId: ANA, claimedByAccount: true });
    expect(given(created('guest')).when({ type: 'title', actor: claimedAna, title: 'Casa' })).toEqual([
      { type: 'search.claimed.v1', data: { searchId: SEARCH, userId: ANA } },
      { type: 'search.titled.v1', data: { searchId: SEARCH, title: 'Casa' } },
    ]);
  });
});
