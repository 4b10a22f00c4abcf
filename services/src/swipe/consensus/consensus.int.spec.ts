// A shared search's consensus rule over HTTP: the owner chooses it, decisions meet it or not (the
// decision's answer, the totals and the cards say so), the one a group waits on sees that card
// first, and a participant's next cards put what the others like ahead and what they passed on last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';
import { type Person, person, type SwipeWorld, startSwipeWorld } from '../testing/swipeWorld.ts';

let platform: TestPlatform;
let world: SwipeWorld;
let third: Person;
let ids: Record<string, string>;

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startSwipeWorld(platform);
  third = await person(platform, 'Tina Tercera');
  ids = world.catalogue.ids;
});
afterAll(() => platform.stop());

const swipeUser = (someone: Person) => ({ id: someone.userId, name: someone.name, avatar_url: null });

/** A shared search of the owner, the member and a third participant, under `rule` when given. */
async function searchOfThree(rule?: object): Promise<string> {
  const uuid = await world.sharedSearch();
  expect((await world.call('POST', `/search/${uuid}/join`, third)).statusCode).toBe(200);
  if (rule) expect((await world.call('PUT', `/search/${uuid}/consensus`, world.owner, { rule })).statusCode).toBe(200);
  return uuid;
}

async function decide(uuid: string, someone: Person, title: string, like: boolean) {
  const response = await world.call('POST', `/search/${uuid}/decision`, someone, { publication_id: ids[title], like });
  return response.json().coincidences as { exists: boolean; users: unknown[] };
}

const coincidencesOf = async (uuid: string) =>
  (await world.call('GET', `/search/${uuid}/totals`, world.owner)).json().coincidences;

async function cardsOf(uuid: string, someone: Person) {
  const response = await world.call('POST', `/search/${uuid}/results`, someone, { except: [] });
  const cards: { id: string; title: string; group_waiting: boolean }[] = response.json().data;
  return cards.map((card) => ({ title: card.title, waiting: card.group_waiting }));
}

describe('choosing the rule', () => {
  it('is the owner’s: the search shows it, a member is refused and a bad rule changes nothing', async () => {
    const uuid = await searchOfThree();
    const shown = await world.call('GET', `/search/${uuid}`, world.member);
    expect(shown.json().consensus).toEqual({ kind: 'at_least', k: 2 });
    const byMember = await world.call('PUT', `/search/${uuid}/consensus`, world.member, { rule: { kind: 'majority' } });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe('Para realizar esta acción debes haber creado esta búsqueda.');
    const tooFew = await world.call('PUT', `/search/${uuid}/consensus`, world.owner, {
      rule: { kind: 'at_least', k: 1 },
    });
    expect(tooFew.statusCode).toBe(422);
    const chosen = await world.call('PUT', `/search/${uuid}/consensus`, world.owner, { rule: { kind: 'majority' } });
    expect(chosen.json().data.consensus).toEqual({ kind: 'majority' });
    expect((await world.call('GET', `/search/${uuid}`, world.owner)).json().consensus).toEqual({ kind: 'majority' });
  });

  it('counts the coincidences again under the new rule', async () => {
    const uuid = await searchOfThree();
    await decide(uuid, world.owner, 'Depto Palermo', true);
    expect((await decide(uuid, world.member, 'Depto Palermo', true)).exists).toBe(true);
    expect(await coincidencesOf(uuid)).toBe(1);
    await world.call('PUT', `/search/${uuid}/consensus`, world.owner, { rule: { kind: 'unanimous' } });
    expect(await coincidencesOf(uuid)).toBe(0);
    await world.call('PUT', `/search/${uuid}/consensus`, world.owner, { rule: { kind: 'majority' } });
    expect(await coincidencesOf(uuid)).toBe(1);
  });
});

describe('a unanimous rule', () => {
  it('waits for the third, shows them the card first and makes the coincidence with all three', async () => {
    const uuid = await searchOfThree({ kind: 'unanimous' });
    await decide(uuid, world.owner, 'Casa Pilar', true);
    expect(await decide(uuid, world.member, 'Casa Pilar', true)).toEqual({ exists: false, users: [] });
    expect(await coincidencesOf(uuid)).toBe(0);
    const [first, ...rest] = await cardsOf(uuid, third);
    expect(first).toEqual({ title: 'Casa Pilar', waiting: true });
    expect(rest.every((card) => !card.waiting)).toBe(true);
    expect(await decide(uuid, third, 'Casa Pilar', true)).toEqual({
      exists: true,
      users: [swipeUser(world.owner), swipeUser(world.member)],
    });
    expect(await coincidencesOf(uuid)).toBe(1);
  });

  it('is vetoed by one reject', async () => {
    const uuid = await searchOfThree({ kind: 'unanimous' });
    await decide(uuid, third, 'Depto Córdoba', false);
    await decide(uuid, world.owner, 'Depto Córdoba', true);
    expect((await decide(uuid, world.member, 'Depto Córdoba', true)).exists).toBe(false);
    expect(await coincidencesOf(uuid)).toBe(0);
  });
});

describe('"k de n" and majority', () => {
  it('needs k likes', async () => {
    const uuid = await searchOfThree({ kind: 'at_least', k: 3 });
    await decide(uuid, world.owner, 'Depto Belgrano', true);
    expect((await decide(uuid, world.member, 'Depto Belgrano', true)).exists).toBe(false);
    expect((await decide(uuid, third, 'Depto Belgrano', true)).exists).toBe(true);
    expect(await coincidencesOf(uuid)).toBe(1);
  });

  it('meets a majority with two of three, and still tells the third the group waits', async () => {
    const uuid = await searchOfThree({ kind: 'majority' });
    await decide(uuid, world.owner, 'Depto Belgrano', true);
    expect((await decide(uuid, world.member, 'Depto Belgrano', true)).exists).toBe(true);
    expect((await cardsOf(uuid, third))[0]).toEqual({ title: 'Depto Belgrano', waiting: true });
    const withAll = await decide(uuid, third, 'Depto Belgrano', true);
    expect(withAll.users).toEqual([swipeUser(world.owner), swipeUser(world.member)]);
  });
});

describe('others’ likes first', () => {
  it('puts what another participant liked ahead; the rest keeps the search’s order', async () => {
    const uuid = await searchOfThree();
    const inOrder = (await cardsOf(uuid, world.member)).map((card) => card.title);
    const last = inOrder[inOrder.length - 1]!;
    await decide(uuid, world.owner, last, true);
    const next = (await cardsOf(uuid, world.member)).map((card) => card.title);
    expect(next).toEqual([last, ...inOrder.slice(0, -1)]);
    // Nobody is waiting on the member: the third has not liked it.
    expect((await cardsOf(uuid, world.member))[0]?.waiting).toBe(false);
    // The owner's own like is not put first for the owner.
    expect((await cardsOf(uuid, world.owner)).map((card) => card.title)).toEqual(inOrder.slice(0, -1));
  });

  it('puts what another participant passed on after what nobody decided yet', async () => {
    const uuid = await searchOfThree();
    const inOrder = (await cardsOf(uuid, world.member)).map((card) => card.title);
    const [first, second, ...rest] = inOrder;
    await decide(uuid, world.owner, first!, false);
    await decide(uuid, third, second!, false);
    const next = (await cardsOf(uuid, world.member)).map((card) => card.title);
    expect(next).toEqual([...rest, first, second]);
    // The owner's own reject stays out of their deck; the third's comes last, as for anyone else.
    expect((await cardsOf(uuid, world.owner)).map((card) => card.title)).toEqual([...rest, second]);
  });
});
