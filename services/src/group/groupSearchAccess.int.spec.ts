// A private group's search reads the group's portfolio (members' publications kept out of the public
// site among them), so holding its address is not enough: every route that reads it, and its live
// room, answer only the group's members. A public group's search stays open to anyone with the link.

import { searchRoom } from '@app/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, connectSocket, listenOnFreePort, untilLeading, watch } from '../live/testing.ts';
import { seedSearchWorld } from '../search/testing/searchCatalogueWorld.ts';
import { type Caller, newGuestKey, searchClient } from '../search/testing/searchClient.ts';
import { seedPublications } from '../search/testing/searchWorld.ts';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../testing/testPlatform.ts';
import { type GroupWorld, groupWorld } from './testing/groupWorld.ts';

const HIDDEN_TITLE = 'PH de la red privada';

let world: TestPlatform;
let groups: GroupWorld;
let search: ReturnType<typeof searchClient>;
let groupAdmin: TestAccount;
let member: TestAccount;
let privateUuid: string;
let publicUuid: string;
let hiddenId: string;
let homes: { type_id: string }[];
let baseUrl: string;
const sockets: Socket[] = [];

const as = (account: TestAccount): Caller => ({ token: account.token });

/** Every route that reads a saved search, as [label, method, path, body]. */
function readRoutes(uuid: string) {
  return [
    ['the search', 'GET', `/search/${uuid}`, undefined],
    ['its sentence', 'GET', `/search/${uuid}/text`, undefined],
    ['its results', 'POST', `/search/${uuid}/results`, { except: [] }],
    ['its results by query', 'GET', `/search/${uuid}/results`, undefined],
    ['one result', 'POST', `/search/${uuid}/result`, { id: hiddenId }],
    ['its markers', 'POST', `/search/${uuid}/markers`, { except: [] }],
    ['joining it', 'POST', `/search/${uuid}/join`, undefined],
    ['its totals', 'GET', `/search/${uuid}/totals`, undefined],
    ['its decided publications', 'POST', `/search/${uuid}/filtereds`, {}],
    ['its ranking', 'GET', `/search/${uuid}/ranking`, undefined],
    ['a decision', 'POST', `/search/${uuid}/decision`, { publication_id: hiddenId, like: true }],
    ['a visit', 'POST', `/search/${uuid}/visit`, { publication_id: hiddenId }],
  ] as const;
}

beforeAll(async () => {
  world = await startTestPlatform();
  groups = groupWorld(world);
  search = searchClient(world.app);
  groupAdmin = await groups.account({ premium: true });
  member = await groups.account({ premium: true });
  const catalogue = await seedSearchWorld(world.platform, groupAdmin.userId);
  const home = catalogue.typeId('inmuebles');
  [hiddenId] = (await seedPublications(world.platform, [
    { typeId: home, title: HIDDEN_TITLE, creatorId: member.userId, public: false, currency: 'USD', amount: 99_000 },
  ])) as [string];
  const privateGroup = await groups.createGroup(groupAdmin, { name: 'Red Reservada', public: false });
  const publicGroup = await groups.createGroup(groupAdmin, { name: 'Red Abierta' });
  await groups.join(privateGroup, groupAdmin, member);
  await groups.join(publicGroup, groupAdmin, member);
  homes = [{ type_id: home }];
  const draft = { filters: homes, order: 'newest' };
  privateUuid = await search.create({ ...draft, group_id: privateGroup }, as(member));
  publicUuid = await search.create({ ...draft, group_id: publicGroup }, as(member));
  for (const uuid of [privateUuid, publicUuid]) {
    const shared = await search.call('PUT', `/search/${uuid}/share`, as(member), { shareable: true, filtered: 'all' });
    expect(shared.statusCode).toBe(200);
  }
  baseUrl = await listenOnFreePort(world.app);
  await untilLeading(world.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await world.stop();
});

async function watchersOf(uuid: string): Promise<number> {
  return (await world.app.liveGateway.io.in(searchRoom(uuid)).fetchSockets()).length;
}

async function socketOf(caller: Caller): Promise<Socket> {
  const socket = connectSocket(baseUrl, { token: caller.token, guestKey: caller.guestKey });
  sockets.push(socket);
  await connected(socket);
  return socket;
}

describe('a private group’s search', () => {
  const strangers: [string, () => Promise<Caller>][] = [
    ['a visitor holding the link', async () => ({ guestKey: newGuestKey() })],
    ['an account without premium', async () => as(await groups.account())],
    ['a premium seller outside the group', async () => as(await groups.account({ premium: true }))],
    ['a platform admin with the groups permission', async () => as(await groups.account({ permissions: ['groups'] }))],
  ];

  it.each(strangers)('refuses %s on every route that reads it, showing nothing of the portfolio', async (_, who) => {
    const caller = await who();
    for (const [label, method, path, body] of readRoutes(privateUuid)) {
      const response = await search.call(method, path, caller, body);
      expect({ label, status: response.statusCode }).toEqual({ label, status: 403 });
      expect(response.json()).toMatchObject({ message: 'No tienes los permisos suficientes.' });
      expect(response.body).not.toContain(HIDDEN_TITLE);
    }
    const socket = await socketOf(caller);
    expect(await watch(socket, privateUuid)).toEqual({ ok: false, message: 'No tienes los permisos suficientes.' });
  });

  it.each([
    ['its owner, a member', () => member],
    ['the group’s admin', () => groupAdmin],
  ])('answers %s on every route', async (_, who) => {
    const caller = as(who());
    expect(await search.resultTitles(privateUuid, [], caller)).toContain(HIDDEN_TITLE);
    for (const [label, method, path, body] of readRoutes(privateUuid)) {
      const response = await search.call(method, path, caller, body);
      expect({ label, status: response.statusCode, body: response.body }).toMatchObject({ label, status: 200 });
    }
    expect(await watch(await socketOf(caller), privateUuid)).toEqual({ ok: true, message: null });
  });

  it('is closed to a member once they leave, their own search included', async () => {
    const leaver = await groups.account({ premium: true });
    const groupId = (await search.call('GET', `/search/${privateUuid}`, as(member))).json().group_id;
    await groups.join(groupId, groupAdmin, leaver);
    const own = await search.create({ filters: homes, group_id: groupId }, as(leaver));
    expect((await search.call('GET', `/search/${own}`, as(leaver))).statusCode).toBe(200);
    expect(await watch(await socketOf(as(leaver)), own)).toEqual({ ok: true, message: null });
    expect(await watchersOf(own)).toBe(1);
    expect((await groups.call('DELETE', `/account/group/${groupId}`, leaver)).statusCode).toBe(200);
    // The open socket leaves the room at once, not only at its next watch.
    await expect.poll(() => watchersOf(own), { timeout: 5_000 }).toBe(0);
    expect((await search.call('GET', `/search/${own}`, as(leaver))).statusCode).toBe(403);
    expect((await search.call('POST', `/search/${privateUuid}/results`, as(leaver), { except: [] })).statusCode).toBe(
      403,
    );
    const renamed = await search.call('PUT', `/search/${own}/title`, as(leaver), { title: 'Lo que me llevo' });
    expect(renamed.statusCode).toBe(403);
    expect((await search.call('DELETE', `/account/search/${own}`, as(leaver))).statusCode).toBe(200);
  });
});

describe('a public group’s search', () => {
  it('is open to anyone holding the link, like any shared search', async () => {
    const visitor = { guestKey: newGuestKey() };
    expect((await search.call('GET', `/search/${publicUuid}`, visitor)).statusCode).toBe(200);
    expect(await search.resultTitles(publicUuid, [], visitor)).toContain(HIDDEN_TITLE);
    const stranger = as(await groups.account({ premium: true }));
    expect((await search.call('POST', `/search/${publicUuid}/join`, stranger)).statusCode).toBe(200);
    expect((await search.call('GET', `/search/${publicUuid}/totals`, stranger)).statusCode).toBe(200);
  });
});
