// A group's search looks only at its portfolio (members' shareable publications): results, counts,
// price bounds and markers; its published searches are pinned per member; the portfolio page says
// how many group searches each publication matches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchWorld, seedSearchWorld } from '../search/testing/searchCatalogueWorld.ts';
import { newGuestKey, searchClient } from '../search/testing/searchClient.ts';
import { seedPublications } from '../search/testing/searchWorld.ts';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../testing/testPlatform.ts';
import { type GroupWorld, groupWorld } from './testing/groupWorld.ts';

let world: TestPlatform;
let groups: GroupWorld;
let catalogue: SearchWorld;
let seller: TestAccount;
let colleague: TestAccount;
let groupId: string;
let privateGroupId: string;
let search: ReturnType<typeof searchClient>;

beforeAll(async () => {
  world = await startTestPlatform();
  groups = groupWorld(world);
  search = searchClient(world.app);
  seller = await groups.account({ premium: true });
  colleague = await groups.account({ premium: true });
  catalogue = await seedSearchWorld(world.platform, seller.userId);
  const home = catalogue.typeId('inmuebles');
  await seedPublications(world.platform, [
    { typeId: home, title: 'Depto reservado', creatorId: seller.userId, shareable: false, currency: 'USD', amount: 1 },
    {
      typeId: home,
      title: 'PH Colegiales',
      creatorId: colleague.userId,
      public: false,
      currency: 'USD',
      amount: 150_000,
    },
  ]);
  groupId = await groups.createGroup(seller, { name: 'Red Norte' });
  await groups.join(groupId, seller, colleague);
  privateGroupId = await groups.createGroup(seller, { name: 'Red Privada', public: false });
});
afterAll(() => world.stop());

const homes = () => [{ type_id: catalogue.typeId('inmuebles') }];

describe('a group search', () => {
  it('finds only the members’ shareable publications, private ones in their storefront included', async () => {
    expect(await search.find({ filters: homes(), group_id: groupId })).toEqual([
      'Depto Córdoba',
      'Depto Palermo',
      'PH Colegiales',
    ]);
    expect(await search.find({ filters: homes() })).not.toContain('PH Colegiales');
  });

  it('counts, bounds prices and places markers within the portfolio', async () => {
    const draft = { filters: homes(), group_id: groupId };
    const count = await search.call('POST', '/search/count', {}, draft);
    expect(count.json()).toMatchObject({ count: 3, label: '3 resultados' });
    const prices = await search.call('POST', '/search/prices', {}, { ...draft, currency: 'USD' });
    expect(prices.json()).toEqual({ currency: 'USD', min: 120_000, max: 150_000 });
    const guest = { guestKey: newGuestKey() };
    const uuid = await search.create(draft, guest);
    const markers = await search.call('POST', `/search/${uuid}/markers`, guest, { except: [] });
    expect(markers.json().data).toHaveLength(2);
    const shown = await search.call('GET', `/search/${uuid}`, guest);
    expect(shown.json().group).toMatchObject({ id: groupId, name: 'Red Norte' });
  });

  it('of a private group is for its members', async () => {
    const draft = { filters: homes(), group_id: privateGroupId };
    expect((await search.call('POST', '/search/count', {}, draft)).statusCode).toBe(403);
    expect((await search.call('POST', '/search', { token: (await groups.account()).token }, draft)).statusCode).toBe(
      403,
    );
    expect((await search.call('POST', '/search/count', { token: seller.token }, draft)).json().count).toBe(2);
    const unknown = await search.call(
      'POST',
      '/search/count',
      {},
      { ...draft, group_id: '00000000-0000-4000-8000-000000000000' },
    );
    expect(unknown.statusCode).toBe(422);
  });
});

describe('the group’s active searches and portfolio', () => {
  it('lists published searches, pinned per member', async () => {
    const uuid = await search.create({ filters: homes(), group_id: groupId }, { token: colleague.token });
    const published = await search.call(
      'PUT',
      `/search/${uuid}/publish`,
      { token: colleague.token },
      { public: true, title: 'Deptos para un cliente' },
    );
    expect(published.json().message).toBe('La búsqueda fué publicada.');
    const pin = await groups.call('POST', `/account/group/${groupId}/search/${uuid}/pin`, seller);
    expect(pin.json()).toEqual({ message: 'Búsqueda fijada correctamente.' });
    const pinnedCount = async () =>
      (await search.call('GET', `/search/${uuid}`, { token: colleague.token })).json().pinneds_count;
    expect(await pinnedCount()).toBe(1);
    const listed = (await groups.call('GET', `/account/group/${groupId}/search`, seller)).json();
    expect(listed.data).toMatchObject([
      { uuid, title: 'Deptos para un cliente', pinneds_count: 1, pinned: true, users: [{ id: colleague.userId }] },
    ]);
    expect((await groups.call('GET', `/account/group/${groupId}/search`, colleague)).json().data[0].pinned).toBe(false);
    expect((await groups.call('GET', `/account/group/${groupId}/search?time=day`, seller)).json().total).toBe(1);
    const unpin = await groups.call('DELETE', `/account/group/${groupId}/search/${uuid}/unpin`, seller);
    expect(unpin.json()).toEqual({ message: 'Búsqueda desfijada correctamente.' });
    expect(await pinnedCount()).toBe(0);
    const outsider = await groups.account({ premium: true });
    expect((await groups.call('GET', `/account/group/${groupId}/search`, outsider)).statusCode).toBe(403);
    const foreign = await search.create({ filters: homes() }, { token: seller.token });
    expect((await groups.call('POST', `/account/group/${groupId}/search/${foreign}/pin`, seller)).statusCode).toBe(404);
  });

  it('shows the portfolio newest first, with the group searches each publication matches', async () => {
    const portfolio = (await groups.call('GET', `/account/group/${groupId}/publication`, colleague)).json();
    const titles = portfolio.data.map((publication: { title: string }) => publication.title);
    expect(titles).toEqual(['PH Colegiales', 'Depto Córdoba', 'Depto Palermo']);
    expect(
      portfolio.data.map((publication: { group_search_matches: number }) => publication.group_search_matches),
    ).toEqual([1, 1, 1]);
    const lastDay = (await groups.call('GET', `/account/group/${groupId}/publication?time=day`, colleague)).json();
    expect(lastDay.data.map((publication: { title: string }) => publication.title)).toEqual(['PH Colegiales']);
    const categories = (await groups.call('GET', `/account/group/${groupId}/publication/categories`, colleague)).json();
    expect(categories.map((category: { name: string }) => category.name)).toEqual(['Departamento']);
    expect(
      (await groups.call('GET', `/account/group/${groupId}/publication`, await groups.account({ premium: true })))
        .statusCode,
    ).toBe(403);
  });
});
