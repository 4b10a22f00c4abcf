import type { ConsensusRule, SearchCriteria, SearchEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../testing/deciderSpecification.ts';
import type { SearchActor } from './ownership.ts';
import { searchDecider } from './searchDecider.ts';

const SEARCH = '0b4f2f3e-2c2d-4b8e-8a5f-7a0c2b1d9e33';
const TYPE = '7b0c7a2e-4f4c-4d3c-9c55-3f7a1f0e9a10';
const GROUP = '5d7e8f90-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const ANA = 'a0000000-0000-4000-8000-000000000001';
const BETO = 'b0000000-0000-4000-8000-000000000002';

const criteria: SearchCriteria = {
  filters: [
    {
      title: 'Departamentos',
      type_id: TYPE,
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

const spec = DeciderSpecification.for(searchDecider);

describe('creating a search', () => {
  it('records the owner: an account, or a guest by the hash of its key', () => {
    const command = { type: 'create', searchId: SEARCH, scope, criteria, autocompleted: false } as const;
    spec
      .given()
      .when({ ...command, actor: ana })
      .thenDecides([created('ana')]);
    spec
      .given()
      .when({ ...command, actor: guest })
      .thenDecides([created('guest')]);
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
    spec.given().when(command).thenRefuses('unauthenticated');
  });
});

describe('owner-only actions', () => {
  it('are refused to anyone else with the Spanish message', () => {
    spec
      .given(created('ana'))
      .when({ type: 'title', actor: actor({ userId: BETO }), title: 'Mía' })
      .thenRefuses('forbidden', 'Para realizar esta acción debes haber creado esta búsqueda.');
    spec
      .given(created('guest'))
      .when({ type: 'delete', actor: actor({ guestKeyHash: 'other' }) })
      .thenRefuses('forbidden');
  });

  it('let the guest key holder change the search', () => {
    const changed = { ...criteria, order: 'newest' as const };
    spec
      .given(created('guest'))
      .when({ type: 'change', actor: guest, criteria: changed })
      .thenDecides([{ type: 'search.changed.v1', data: { searchId: SEARCH, ...changed } }]);
  });

  it('decide nothing when nothing changes', () => {
    spec.given(created('ana')).when({ type: 'change', actor: ana, criteria }).thenNothing();
  });

  it('answer not found for a deleted search', () => {
    const deleted: SearchEvent = { type: 'search.deleted.v1', data: { searchId: SEARCH } };
    spec.given(created('ana'), deleted).when({ type: 'title', actor: ana, title: 'Casa' }).thenRefuses('not_found');
  });
});

describe('sharing', () => {
  it('shares with the chosen option and stops sharing', () => {
    const shared: SearchEvent = { type: 'search.shared.v1', data: { searchId: SEARCH, filtered: 'all' } };
    const share = { type: 'share', actor: ana, filtered: 'all', premium: false } as const;
    spec
      .given(created('ana'))
      .when({ ...share, shareable: true })
      .thenDecides([shared]);
    spec
      .given(created('ana'), shared)
      .when({ ...share, shareable: false })
      .thenDecides([{ type: 'search.unshared.v1', data: { searchId: SEARCH } }]);
  });

  it('keeps premium options for premium owners', () => {
    const share = { type: 'share', actor: ana, shareable: true, filtered: 'liked', premium: false } as const;
    spec.given(created('ana')).when(share).thenRefuses('premium_required');
  });
});

describe('publishing', () => {
  it('needs a group', () => {
    const publish = { type: 'publish', actor: ana, public: true, title: 'Casas', description: null } as const;
    expect(spec.given(created('ana')).when(publish).decided).toMatchObject({
      message: 'No es posible realizar esta acción.',
    });
  });

  it('needs a title, given or already set', () => {
    const publish = { type: 'publish', actor: ana, public: true, title: null, description: null } as const;
    const error = spec.given(created('ana', GROUP)).when(publish).thenRefuses('validation');
    expect(error.errors).toEqual({ title: ['Este campo es obligatorio'] });
    const titled: SearchEvent = { type: 'search.titled.v1', data: { searchId: SEARCH, title: 'Casas' } };
    spec
      .given(created('ana', GROUP), titled)
      .when(publish)
      .thenDecides([{ type: 'search.published.v1', data: { searchId: SEARCH, title: 'Casas', description: null } }]);
  });
});

describe('claiming a guest search', () => {
  it('gives it to the first account only', () => {
    const claimed: SearchEvent = { type: 'search.claimed.v1', data: { searchId: SEARCH, userId: ANA } };
    spec.given(created('guest')).when({ type: 'claim', userId: ANA }).thenDecides([claimed]);
    spec.given(created('guest'), claimed).when({ type: 'claim', userId: BETO }).thenNothing();
    spec.given(created('ana')).when({ type: 'claim', userId: BETO }).thenNothing();
    spec.given().when({ type: 'claim', userId: ANA }).thenNothing();
  });

  it('takes the guest key away once claimed', () => {
    const claimed: SearchEvent = { type: 'search.claimed.v1', data: { searchId: SEARCH, userId: ANA } };
    spec.given(created('guest'), claimed).when({ type: 'title', actor: guest, title: 'Casa' }).thenRefuses('forbidden');
  });

  it('is recorded first when the account acts before the claim process caught up', () => {
    const claimedAna = actor({ userId: ANA, claimedByAccount: true });
    spec
      .given(created('guest'))
      .when({ type: 'title', actor: claimedAna, title: 'Casa' })
      .thenDecides([
        { type: 'search.claimed.v1', data: { searchId: SEARCH, userId: ANA } },
        { type: 'search.titled.v1', data: { searchId: SEARCH, title: 'Casa' } },
      ]);
  });
});

describe('choosing the consensus rule', () => {
  const chosen = (rule: ConsensusRule): SearchEvent => ({
    type: 'search.consensus_chosen.v1',
    data: { searchId: SEARCH, rule },
  });

  it('records the owner’s rule once; two or more is the rule until then', () => {
    spec
      .given(created('ana'))
      .when({ type: 'chooseConsensus', actor: ana, rule: { kind: 'unanimous' } })
      .thenDecides([chosen({ kind: 'unanimous' })]);
    spec
      .given(created('ana'), chosen({ kind: 'unanimous' }))
      .when({ type: 'chooseConsensus', actor: ana, rule: { kind: 'unanimous' } })
      .thenNothing();
    spec
      .given(created('ana'))
      .when({ type: 'chooseConsensus', actor: ana, rule: { kind: 'at_least', k: 2 } })
      .thenNothing();
    spec
      .given(created('ana'), chosen({ kind: 'unanimous' }))
      .when({ type: 'chooseConsensus', actor: ana, rule: { kind: 'at_least', k: 3 } })
      .thenDecides([chosen({ kind: 'at_least', k: 3 })]);
  });

  it('is the owner’s alone', () => {
    spec
      .given(created('ana'))
      .when({ type: 'chooseConsensus', actor: actor({ userId: BETO }), rule: { kind: 'majority' } })
      .thenRefuses('forbidden', 'Para realizar esta acción debes haber creado esta búsqueda.');
  });
});
