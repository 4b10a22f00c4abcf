// Every price change is a fact of its own (the price history and 'bajó de precio' read them), and the
// synchronizer changes fields and visibility without touching pictures.
import type { PublicationEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../commands/domainError.ts';
import { evolvePublication, initialPublicationState } from './publication.ts';
import { type PublicationActor, type PublicationCommand, publicationDecider } from './publicationDecider.ts';
import { catalogue, input } from './testing/catalogueFixture.ts';

const ID = 'c1a3c6f4-0d59-4f7e-9a41-5b2c7e1d9f01';
const seller: PublicationActor = { userId: 'seller', via: 'user' };
const synchronizer: PublicationActor = { userId: 'seller', via: 'synchronizer' };

function decide(history: PublicationEvent[], command: PublicationCommand): PublicationEvent[] {
  const decision = publicationDecider.decide(command, history.reduce(evolvePublication, initialPublicationState));
  if (decision instanceof DomainError) throw decision;
  return [...decision];
}
const created = (actor: PublicationActor) =>
  decide([], { type: 'create', publicationId: ID, actor, input: input(), catalogue: catalogue(), uploads: [] });

describe('price changes', () => {
  it('a form change that lowers the price records the previous and the new price', () => {
    const events = decide(created(seller), {
      type: 'change',
      actor: seller,
      input: input({ amount: 99_000 }),
      catalogue: catalogue(),
      uploads: [],
    });
    expect(events.map((event) => event.type)).toEqual(['publication.changed.v1', 'publication.price_changed.v1']);
    expect(events[1]!.data).toEqual({
      publicationId: ID,
      previous: { amount: 120_000, amountSale: null, currency: 'USD' },
      current: { amount: 99_000, amountSale: null, currency: 'USD' },
    });
  });

  it('a change that keeps the price records no price change', () => {
    const events = decide(created(seller), {
      type: 'change',
      actor: seller,
      input: input({ title: 'Otro título para el depto' }),
      catalogue: catalogue(),
      uploads: [],
    });
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
    expect(decide(history, synchronize({ amount: 110_000 })).map((event) => event.type)).toEqual([
      'publication.changed.v1',
      'publication.price_changed.v1',
    ]);
    expect(decide(history, synchronize({}))).toEqual([]);
  });

  it("may not synchronize a seller's hand-made publication", () => {
    const decision = publicationDecider.decide(
      synchronize({ amount: 1 }),
      created(seller).reduce(evolvePublication, initialPublicationState),
    );
    expect(decision).toBeInstanceOf(DomainError);
  });

  it('unpublishes and publishes again', () => {
    const history = created(synchronizer);
    const unpublished = decide(history, { type: 'setPublic', actor: synchronizer, public: false });
    expect(unpublished).toEqual([{ type: 'publication.changed.v1', data: expect.objectContaining({ public: false }) }]);
    const again = decide([...history, ...unpublished], { type: 'setPublic', actor: synchronizer, public: false });
    expect(again).toEqual([]);
  });
});

describe('an unchanged save', () => {
  it('records nothing, whatever order the stored fields came back in (jsonb reorders keys)', () => {
    const first = created(synchronizer)[0]!;
    const reordered = Object.fromEntries(Object.entries(first.data as object).reverse());
    const history = [{ ...first, data: reordered }] as PublicationEvent[];
    expect(
      decide(history, { type: 'synchronize', actor: synchronizer, input: input(), catalogue: catalogue() }),
    ).toEqual([]);
  });
});
