// Deciding together over HTTP: coincidences, superlikes and their contact data, undo, totals, the
// filtered list, likes-all, prediction; a refused decision records nothing.
import { participantStream } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelsCaughtUp } from '../../platform.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';
import {
  decide,
  participant,
  postDecision,
  predictionsStoredFor,
  privateSearch,
  pushesQueuedFor,
  resultCards,
  swipeUser,
} from '../testing/swipeDecisionsFixture.ts';
import { PHONE, type SwipeWorld, startSwipeWorld } from '../testing/swipeWorld.ts';

let platform: TestPlatform;
let world: SwipeWorld;
let ids: Record<string, string>;

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startSwipeWorld(platform);
  ids = world.catalogue.ids;
});
afterAll(() => platform.stop());

describe('coincidences', () => {
  it('are publications two or more participants like, told in the like that makes them', async () => {
    const uuid = await world.sharedSearch();
    const first = await decide(world, uuid, world.owner, 'Depto Palermo', true);
    expect(first.json()).toEqual({ coincidences: { exists: false, users: [] } });
    const second = await decide(world, uuid, world.member, 'Depto Palermo', true);
    expect(second.json()).toEqual({ coincidences: { exists: true, users: [swipeUser(world.owner)] } });
    const rejected = await decide(world, uuid, world.member, 'Casa Pilar', false);
    expect(rejected.json()).toEqual({ coincidences: { exists: false, users: [] } });
    const totals = await world.call('GET', `/search/${uuid}/totals`, world.member);
    expect(totals.json()).toEqual({ remaining: 2, likes: 1, coincidences: 1 });
  });

  it('end when one of them undoes the like', async () => {
    const uuid = await world.sharedSearch();
    await decide(world, uuid, world.owner, 'Depto Belgrano', true);
    await decide(world, uuid, world.member, 'Depto Belgrano', true);
    const undo = await world.call('POST', `/search/${uuid}/undo`, world.owner, {
      publication_id: ids['Depto Belgrano'],
    });
    expect(undo.json()).toEqual({ message: null });
    const totals = await world.call('GET', `/search/${uuid}/totals`, world.owner);
    expect(totals.json()).toEqual({ remaining: 4, likes: 0, coincidences: 0 });
  });
});

describe('a refused decision', () => {
  it('records no event', async () => {
    const uuid = await world.sharedSearch();
    const stream = participantStream(uuid, participant(world.member));
    const before = await platform.platform.store.readStream(stream);
    const refused = [
      await postDecision(world, uuid, world.member, { publication_id: ids['Depto Palermo'] }),
      await postDecision(world, uuid, world.member, {
        publication_id: ids['Depto Palermo'],
        like: false,
        is_super: true,
      }),
      await postDecision(world, uuid, world.member, { publication_id: 'no-es-un-id', like: true }),
      await postDecision(world, uuid, world.outsider, { publication_id: ids['Depto Palermo'], like: true }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([422, 422, 422, 403]);
    expect(await platform.platform.store.readStream(stream)).toEqual(before);
    expect(await world.streamTypes(uuid, participant(world.outsider))).toEqual([]);
  });
});

describe('superlikes', () => {
  it("hand the searcher's enabled contact data to the publication's owners, once", async () => {
    const uuid = await world.sharedSearch();
    const superliked = await decide(world, uuid, world.member, 'Depto Palermo', true, true);
    expect(superliked.statusCode).toBe(200);
    await decide(world, uuid, world.member, 'Depto Palermo', true, false);
    await decide(world, uuid, world.member, 'Depto Palermo', true, true);
    const list = await world.call('GET', `/account/stat/publication/${ids['Depto Palermo']}/superlikes`, world.seller);
    const body = list.json();
    expect(body.publication).toMatchObject({ id: ids['Depto Palermo'], title: 'Depto Palermo' });
    const fromMember = body.data.filter((item: { id: string }) => item.id === world.member.userId);
    expect(fromMember).toEqual([
      {
        ...swipeUser(world.member),
        search_id: uuid,
        contact: { email: expect.stringContaining('@example.com'), phone: null, whatsapp: PHONE },
        created_at: expect.any(String),
        contacted_at: null,
        // Half the group likes it, on the first card, at any price: agreement 0.5, deliberation 0, fit 1.
        score: 50,
      },
    ]);
  });

  it('score warmer when the group agrees and the searcher saw more cards first', async () => {
    const uuid = await world.sharedSearch();
    for (const title of ['Depto Belgrano', 'Casa Pilar', 'Depto Córdoba']) {
      await decide(world, uuid, world.member, title, false);
    }
    await decide(world, uuid, world.owner, 'Depto Palermo', true);
    await decide(world, uuid, world.member, 'Depto Palermo', true, true);
    await readModelsCaughtUp(platform.platform, 5_000);
    const list = await world.call('GET', `/account/stat/publication/${ids['Depto Palermo']}/superlikes`, world.seller);
    const lead = list.json().data.find((item: { search_id: string }) => item.search_id === uuid);
    // Agreement 1, three cards before (3 / 20), any price: 100 × (0.4 + 0.3 × 0.15 + 0.3) = 74.5.
    expect(lead.score).toBe(75);
  });

  it('queue a push notification for each owner', async () => {
    const uuid = await world.sharedSearch();
    await decide(world, uuid, world.owner, 'Depto Córdoba', true, true);
    const queued = await pushesQueuedFor(platform, uuid);
    expect(queued).toMatchObject([
      { recipient_user_id: world.seller.userId, kind: 'superlike', sender_user_id: world.owner.userId, outcome: null },
    ]);
  });
});

describe('finishing a selection', () => {
  it("records it and queues a push to the search's owner", async () => {
    const uuid = await world.sharedSearch();
    await world.call('POST', `/search/${uuid}/finish`, world.member);
    await world.call('POST', `/search/${uuid}/finish`, world.member);
    expect(await world.streamTypes(uuid, participant(world.member))).toEqual([
      'search.joined.v1',
      'search.selection_finished.v1',
    ]);
    const queued = await pushesQueuedFor(platform, uuid);
    expect(queued).toMatchObject([{ recipient_user_id: world.owner.userId, kind: 'selection_finished' }]);
  });
});

describe('the filtered list', () => {
  it("shows the decided publications with every participant's decision, by participant and like", async () => {
    const uuid = await world.sharedSearch();
    await decide(world, uuid, world.owner, 'Depto Palermo', true, true);
    await decide(world, uuid, world.member, 'Depto Palermo', false);
    await decide(world, uuid, world.member, 'Casa Pilar', true);
    await postDecision(world, uuid, world.member, { publication_id: ids['Casa Pilar'], comment: 'Lejos' });
    const all = (await world.call('POST', `/search/${uuid}/filtereds`, world.member, {})).json();
    expect(all).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
    expect(all.data.map((item: { title: string }) => item.title)).toEqual(['Casa Pilar', 'Depto Palermo']);
    expect(all.data[1]).toMatchObject({
      like: false,
      pivot: { like: false, comment: null },
      like_count: 1,
      decisions_count: 2,
      users_decisions: [
        { ...swipeUser(world.owner), pivot: { like: true, is_super: true, tags: ['top'], comment: null } },
        { ...swipeUser(world.member), pivot: { like: false, is_super: false, tags: ['discarded'], comment: null } },
      ],
    });
    expect(all.data[0].pivot).toEqual({ like: true, comment: 'Lejos' });
    const ownersLikes = await world.call('POST', `/search/${uuid}/filtereds`, world.member, {
      user_id: world.owner.userId,
      like: true,
    });
    expect(ownersLikes.json().data.map((item: { title: string }) => item.title)).toEqual(['Depto Palermo']);
    const searched = await world.call('POST', `/search/${uuid}/filtereds`, world.member, { search: 'casa' });
    expect(searched.json().total).toBe(1);
  });
});

describe('liking all', () => {
  it('likes the given publications and says how many were selected', async () => {
    const uuid = await world.sharedSearch();
    const chosen = [ids['Depto Palermo'], ids['Casa Pilar']];
    const liked = await world.call('POST', `/search/${uuid}/likes-all`, world.member, { publication_ids: chosen });
    expect(liked.json()).toEqual({ message: 'Se seleccionaron 2 publicaciones.', liked: 2 });
    const none = await world.call('POST', `/search/${uuid}/likes-all`, world.member, { publication_ids: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('No se seleccionaron publicaciones.');
    expect((await world.call('GET', `/search/${uuid}/totals`, world.member)).json()).toMatchObject({ likes: 2 });
  });
});

describe('prediction', () => {
  it('finds undecided publications like the ones the group likes, and includes them', async () => {
    const uuid = await world.sharedSearch();
    await decide(world, uuid, world.owner, 'Depto Palermo', true);
    await decide(world, uuid, world.member, 'Depto Palermo', true);
    const count = await world.call('POST', `/search/${uuid}/predict/count`, world.owner, {});
    expect(count.json().count).toBeGreaterThan(0);
    const selected = await world.call('POST', `/search/${uuid}/predict/select`, world.owner, {});
    const titles = selected.json().data.results.map((card: { title: string }) => card.title);
    expect(titles[0]).toBe('Depto Belgrano');
    expect(titles).not.toContain('Depto Palermo');
    expect(selected.json().message).toMatch(/^Se seleccion/);
    const except = await world.call('POST', `/search/${uuid}/predict/count`, world.owner, {
      except: [ids['Depto Belgrano']],
    });
    expect(except.json().count).toBe(count.json().count - 1);
    const stored = await predictionsStoredFor(platform, uuid);
    expect(stored.length).toBe(titles.length);
  });

  it('predicts nothing before anyone likes', async () => {
    const uuid = await world.sharedSearch();
    expect((await world.call('POST', `/search/${uuid}/predict/count`, world.owner, {})).json()).toEqual({ count: 0 });
  });
});

describe('the search results', () => {
  it('leave out what the caller decided and show what the others decided', async () => {
    // The member rejected it in this file's earlier searches: that discard would keep it out here too.
    await world.call('POST', '/account/discards/restore', world.member, { publication_id: ids['Depto Palermo'] });
    const uuid = await world.sharedSearch();
    await decide(world, uuid, world.owner, 'Depto Palermo', true);
    await decide(world, uuid, world.member, 'Casa Pilar', false);
    const forMember = await resultCards(world, uuid, world.member);
    expect(forMember.map((card) => card.title)).not.toContain('Casa Pilar');
    expect(forMember.find((card) => card.title === 'Depto Palermo')).toMatchObject({
      like_count: 1,
      decisions_count: 1,
    });
    const forOwner = await resultCards(world, uuid, world.owner);
    expect(forOwner.map((card) => card.title)).not.toContain('Depto Palermo');
    const opened = await world.call('POST', `/search/${uuid}/result`, world.owner, { id: ids['Depto Palermo'] });
    expect(opened.json()).toMatchObject({ like: true, is_super: false, like_count: 1 });
  });

  it('show someone who has not joined every card, with no one’s decisions or counts on them', async () => {
    const uuid = await world.sharedSearch();
    await decide(world, uuid, world.owner, 'Depto Palermo', true);
    await decide(world, uuid, world.member, 'Casa Pilar', false);
    const cards = await resultCards(world, uuid, world.outsider);
    expect(cards.map((card) => card.title)).toEqual(expect.arrayContaining(['Depto Palermo', 'Casa Pilar']));
    expect(cards.every((card) => card.like === null)).toBe(true);
    expect(cards.find((card) => card.title === 'Casa Pilar')).toMatchObject({ like_count: 0, decisions_count: 0 });
  });

  it('never tell a stranger holding a private search’s uuid what its owner likes', async () => {
    const uuid = await privateSearch(world, world.owner);
    await decide(world, uuid, world.owner, 'Depto Palermo', true);
    const card = await world.call('POST', `/search/${uuid}/result`, world.outsider, { id: ids['Depto Palermo'] });
    expect(card.json()).toMatchObject({ like: null, like_count: 0, decisions_count: 0 });
    const cards = await resultCards(world, uuid, world.outsider);
    expect(cards.every((shown) => shown.like_count === 0)).toBe(true);
    const search = (await world.call('GET', `/search/${uuid}`, world.outsider)).json();
    expect(search).toMatchObject({ decisions_true_count: 0, decisions_false_count: 0 });
    const forOwner = (await world.call('GET', `/search/${uuid}`, world.owner)).json();
    expect(forOwner).toMatchObject({ decisions_true_count: 1 });
  });
});
