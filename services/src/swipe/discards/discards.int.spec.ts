// "Discarded stays discarded" (issue 26): what a person rejected stays out of their other searches
// of the same scope until its price drops; 'Descartadas' lists it and restoring it is an undo.
import type { PublicationEvent } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMetadata, systemContext } from '../../commands/commandContext.ts';
import { publicationStream } from '../../publication/publication.ts';
import type { Caller } from '../../search/testing/searchClient.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';
import { type SwipeWorld, startSwipeWorld } from '../testing/swipeWorld.ts';

let platform: TestPlatform;
let world: SwipeWorld;
let homes: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startSwipeWorld(platform);
  homes = world.catalogue.typeId('inmuebles');
});
afterAll(() => platform.stop());

async function search(caller: Caller, scope: object = {}): Promise<string> {
  const response = await world.call('POST', '/search', caller, {
    filters: [{ type_id: homes }],
    order: 'newest',
    ...scope,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.uuid;
}

async function resultTitles(uuid: string, caller: Caller): Promise<string[]> {
  const response = await world.call('POST', `/search/${uuid}/results`, caller, { except: [] });
  expect(response.statusCode).toBe(200);
  return response.json().data.map((card: { title: string }) => card.title);
}

async function remaining(uuid: string, caller: Caller): Promise<number> {
  return (await world.call('GET', `/search/${uuid}/totals`, caller)).json().remaining;
}

const reject = (uuid: string, caller: Caller, title: string) =>
  world.call('POST', `/search/${uuid}/decision`, caller, { publication_id: world.catalogue.ids[title], like: false });

/** The seller lowers (or raises) a publication's price: what publishing a change records. */
async function changePrice(title: string, amount: number): Promise<void> {
  const id = world.catalogue.ids[title]!;
  const stream = publicationStream(id);
  const events = await platform.platform.store.readStream(stream);
  const created = events.find((event) => event.type === 'publication.created.v1')!.data as Record<string, unknown>;
  const changes = events.filter((event) => event.type === 'publication.changed.v1');
  const last = (changes.at(-1)?.data ?? created) as Record<string, unknown> & { amount: number };
  const { createdBy: _by, creatorId: _creator, ...fields } = last;
  const price = (value: number) => ({ amount: value, amountSale: null, currency: 'USD' as const });
  const facts: PublicationEvent[] = [
    { type: 'publication.changed.v1', data: { ...fields, amount, publicationId: id } as never },
    {
      type: 'publication.price_changed.v1',
      data: { publicationId: id, previous: price(last.amount), current: price(amount) },
    },
  ];
  platform.clock.advance(60_000);
  const metadata = eventMetadata(systemContext(platform.clock.now()));
  const result = await platform.platform.store.append(
    stream,
    facts.map((fact) => ({ ...fact, metadata })),
    events.at(-1)!.version,
  );
  await platform.platform.runner.waitFor(result.checkpoint, 10_000);
}

describe('a rejected publication in the person’s other searches', () => {
  it('stays out of their other searches of the same scope, and their remaining count', async () => {
    const first = await search(world.outsider);
    expect(await resultTitles(first, world.outsider)).toContain('Casa Pilar');
    await reject(first, world.outsider, 'Casa Pilar');
    const second = await search(world.outsider);
    const before = await remaining(await search(world.member), world.member);
    expect(await resultTitles(second, world.outsider)).not.toContain('Casa Pilar');
    expect(await remaining(second, world.outsider)).toBe(before - 1);
  });

  it('still shows to the other people, and in the person’s searches of another scope', async () => {
    const first = await search(world.owner);
    expect(await resultTitles(first, world.owner)).toContain('Depto Palermo');
    await reject(first, world.owner, 'Depto Palermo');
    expect(await resultTitles(await search(world.owner), world.owner)).not.toContain('Depto Palermo');
    const storefront = await search(world.owner, { user_id: world.seller.userId });
    expect(await resultTitles(storefront, world.owner)).toContain('Depto Palermo');
    expect(await resultTitles(await search(world.member), world.member)).toContain('Depto Palermo');
  });

  it('stays out of what the others like first, too', async () => {
    const uuid = await world.sharedSearch();
    const earlier = await search(world.member);
    await reject(earlier, world.member, 'Depto Córdoba');
    await world.call('POST', `/search/${uuid}/decision`, world.owner, {
      publication_id: world.catalogue.ids['Depto Córdoba'],
      like: true,
    });
    expect(await resultTitles(uuid, world.member)).not.toContain('Depto Córdoba');
  });
});

describe('Descartadas', () => {
  it('lists each discard once per scope, the latest first, and restores it as an undo', async () => {
    const uuid = await search(world.outsider);
    await reject(uuid, world.outsider, 'Depto Belgrano');
    const listed = await world.call('GET', '/account/discards', world.outsider);
    expect(listed.statusCode).toBe(200);
    const rows = listed.json().data as {
      publication: { title: string };
      scope: { name: string };
      price_dropped: boolean;
    }[];
    expect(rows.map((row) => row.publication.title)).toEqual(['Depto Belgrano', 'Casa Pilar']);
    expect(rows[0]).toMatchObject({ scope: { name: 'Toda la plataforma', group_id: null }, price_dropped: false });

    const restored = await world.call('POST', '/account/discards/restore', world.outsider, {
      publication_id: world.catalogue.ids['Depto Belgrano'],
    });
    expect(restored.json()).toEqual({ message: 'La publicación vuelve a aparecer en tus búsquedas.' });
    expect(await resultTitles(await search(world.outsider), world.outsider)).toContain('Depto Belgrano');
    expect(await resultTitles(uuid, world.outsider)).toContain('Depto Belgrano');
    const participant = { kind: 'user', userId: world.outsider.userId } as const;
    expect((await world.streamTypes(uuid, participant)).at(-1)).toBe('search.decision_undone.v1');
    const after = (await world.call('GET', '/account/discards', world.outsider)).json().data;
    expect(after.map((row: { publication: { title: string } }) => row.publication.title)).toEqual(['Casa Pilar']);
  });

  it('answers 404 for what was not discarded, 422 for a bad id, 401 to a visitor', async () => {
    const notDiscarded = { publication_id: world.catalogue.ids['Depto Córdoba'] };
    expect((await world.call('POST', '/account/discards/restore', world.outsider, notDiscarded)).statusCode).toBe(404);
    const bad = await world.call('POST', '/account/discards/restore', world.outsider, { publication_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect((await world.call('GET', '/account/discards', {})).statusCode).toBe(401);
  });
});

describe('a discarded publication whose price drops', () => {
  it('comes back in the person’s searches with “Bajó de precio”, and says so in Descartadas', async () => {
    await changePrice('Casa Pilar', 320_000);
    expect(await resultTitles(await search(world.outsider), world.outsider)).not.toContain('Casa Pilar');
    await changePrice('Casa Pilar', 250_000);
    const uuid = await search(world.outsider);
    const cards = (await world.call('POST', `/search/${uuid}/results`, world.outsider, { except: [] })).json().data;
    const pilar = cards.find((card: { title: string }) => card.title === 'Casa Pilar');
    expect(pilar.price_history.at(-1)).toMatchObject({ previous: { amount: 320_000 }, current: { amount: 250_000 } });
    const listed = (await world.call('GET', '/account/discards', world.outsider)).json().data;
    expect(listed).toContainEqual(expect.objectContaining({ price_dropped: true }));
  });
});
