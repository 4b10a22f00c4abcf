// Every price change is a fact of its own (the price history and 'bajó de precio' read them), and the
// synchronizer changes fields and visibility without touching pictures.
import type { PublicationEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../testing/deciderSpecification.ts';
import { type PublicationActor, type PublicationCommand, publicationDecider } from './publicationDecider.ts';
import { catalogue, input } from './testing/catalogueFixture.ts';

const ID = 'c1a3c6f4-0d59-4f7e-9a41-5b2c7e1d9f01';
const seller: PublicationActor = { userId: 'seller', via: 'user' };
const synchronizer: PublicationActor = { userId: 'seller', via: 'synchronizer' };

const spec = DeciderSpecification.for(publicationDecider);
const created = (actor: PublicationActor) =>
  spec
    .given()
    .when({ type: 'create', publicationId: ID, actor, input: input(), catalogue: catalogue(), uploads: [] })
    .thenEvents();

describe('price changes', () => {
  it('a form change that lowers the price records the previous and the new price', () => {
    const events = spec
      .given(...created(seller))
      .when({ type: 'change', actor: seller, input: input({ amount: 99_000 }), catalogue: catalogue(), uploads: [] })
      .thenEvents();
    expect(events.map((event) => event.type)).toEqual(['publication.changed.v1', 'publication.price_changed.v1']);
    expect(events[1]!.data).toEqual({
      publicationId: ID,
      previous: { amount: 120_000, amountSale: null, currency: 'USD' },
      current: { amount: 99_000, amountSale: null, currency: 'USD' },
    });
  });

  it('a change that keeps the price records no price change', () => {
    const events = spec
      .given(...created(seller))
      .when({
        type: 'change',
        actor: seller,
        input: input({ title: 'Otro título para el depto' }),
        catalogue: catalogue(),
        uploads: [],
      })
      .thenEvents();
    expect(events.map((event) => event.type)).toEqual(['publication.changed.v1']);
  });
});

describe("the synchronizer's commands", () => {
  const synchronize = (changes: Record<string, unknown>): PublicationCommand => ({
    type: 'synchronize',
    actor: synchronizer,
    input: input(changes),
    catalogue: catalogue(),
  });

  it('synchronizes fields and price of its own publications, and nothing when nothing changed', () => {
    const history = created(synchronizer);
    const events = spec
      .given(...history)
      .when(synchronize({ amount: 110_000 }))
      .thenEvents();
    expect(events.map((event) => event.type)).toEqual(['publication.changed.v1', 'publication.price_changed.v1']);
    spec
      .given(...history)
      .when(synchronize({}))
      .thenNothing();
  });

  it("may not synchronize a seller's hand-made publication", () => {
    spec
      .given(...created(seller))
      .when(synchronize({ amount: 1 }))
      .thenRefuses('forbidden', 'Sincronizada automáticamente');
  });

  it('unpublishes and publishes again', () => {
    const history = created(synchronizer);
    const unpublish: PublicationCommand = { type: 'setPublic', actor: synchronizer, public: false };
    const unpublished = spec.given(...history).when(unpublish);
    unpublished.thenDecides([{ type: 'publication.changed.v1', data: expect.objectContaining({ public: false }) }]);
    spec
      .given(...history, ...unpublished.thenEvents())
      .when(unpublish)
      .thenNothing();
  });
});

describe('an unchanged save', () => {
  it('records nothing, whatever order the stored fields came back in (jsonb reorders keys)', () => {
    const first = created(synchronizer)[0]!;
    const reordered = Object.fromEntries(Object.entries(first.data as object).reverse());
    const history = [{ ...first, data: reordered }] as PublicationEvent[];
    spec
      .given(...history)
      .when({ type: 'synchronize', actor: synchronizer, input: input(), catalogue: catalogue() })
      .thenNothing();
  });
});
