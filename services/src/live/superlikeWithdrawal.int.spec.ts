// A superlike goes to the seller at once; taken back (Cancelar sends a plain like, or an undo) the
// seller's open screen is told and their list of received superlikes drops it. The list is what the
// dashboard reads when its socket reconnects: a superlike sent while it was down is still there.
import { SERVER_SOCKET_EVENTS, type SuperlikeReceivedMessage, type SuperlikeWithdrawnMessage } from '@app/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../search/testing/searchClient.ts';
import { type Person, type SwipeWorld, startSwipeWorld } from '../swipe/testing/swipeWorld.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { connected, connectSocket, listenOnFreePort, nextMessage, untilLeading } from './testing.ts';

let platform: TestPlatform;
let world: SwipeWorld;
let baseUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startSwipeWorld(platform);
  baseUrl = await listenOnFreePort(platform.app);
  await untilLeading(platform.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await platform.stop();
});

async function socketOf(person: Person): Promise<Socket> {
  const socket = connectSocket(baseUrl, { token: person.token });
  sockets.push(socket);
  await connected(socket);
  return socket;
}

function decide(uuid: string, person: Person, title: string, like: boolean, isSuper = false) {
  const publication_id = world.catalogue.ids[title];
  return world.call('POST', `/search/${uuid}/decision`, person, { publication_id, like, is_super: isSuper });
}

async function received(caller: Caller): Promise<{ status: number; body: { data: SuperlikeReceivedMessage[] } }> {
  const response = await world.call('GET', '/account/superlikes/received', caller);
  return { status: response.statusCode, body: response.json() };
}

const titlesOf = (list: SuperlikeReceivedMessage[], searchId: string) =>
  list.filter((superlike) => superlike.search_id === searchId).map((superlike) => superlike.publication.title);

describe("a seller's received superlikes", () => {
  it('keep one sent while no socket of the seller was connected', async () => {
    const uuid = await world.sharedSearch();
    await decide(uuid, world.member, 'Depto Palermo', true, true);
    const { status, body } = await received(world.seller);
    expect(status).toBe(200);
    expect(body.data).toContainEqual(
      expect.objectContaining({
        search_id: uuid,
        publication: expect.objectContaining({ title: 'Depto Palermo' }),
        searcher: { id: world.member.userId, name: world.member.name, avatar_url: null },
        contact: expect.objectContaining({ email: expect.stringContaining('@') }),
      }),
    );
  });

  it('drop a superlike taken back, and tell the seller at once', async () => {
    const uuid = await world.sharedSearch();
    const sellerSocket = await socketOf(world.seller);
    const arrived = nextMessage<SuperlikeReceivedMessage>(sellerSocket, SERVER_SOCKET_EVENTS.superlikeReceived);
    await decide(uuid, world.owner, 'Depto Palermo', true, true);
    expect(await arrived).toMatchObject({ search_id: uuid, searcher: { id: world.owner.userId } });
    expect(titlesOf((await received(world.seller)).body.data, uuid)).toEqual(['Depto Palermo']);

    const withdrawn = nextMessage<SuperlikeWithdrawnMessage>(sellerSocket, SERVER_SOCKET_EVENTS.superlikeWithdrawn);
    await decide(uuid, world.owner, 'Depto Palermo', true, false);
    expect(await withdrawn).toEqual({
      search_id: uuid,
      publication_id: world.catalogue.ids['Depto Palermo'],
      searcher_id: world.owner.userId,
    });
    expect(titlesOf((await received(world.seller)).body.data, uuid)).toEqual([]);
  });

  it("are taken back only in the publication owners' room, and never for a plain like", async () => {
    const uuid = await world.sharedSearch();
    const outsiderSocket = await socketOf(world.outsider);
    const sellerSocket = await socketOf(world.seller);
    const told: SuperlikeWithdrawnMessage[] = [];
    sellerSocket.on(SERVER_SOCKET_EVENTS.superlikeWithdrawn, (message: SuperlikeWithdrawnMessage) =>
      told.push(message),
    );
    const toOutsider = nextMessage(outsiderSocket, SERVER_SOCKET_EVENTS.superlikeWithdrawn, () => true, 1_500);
    const toSeller = nextMessage<SuperlikeWithdrawnMessage>(sellerSocket, SERVER_SOCKET_EVENTS.superlikeWithdrawn);
    await decide(uuid, world.member, 'Depto Córdoba', true);
    await decide(uuid, world.member, 'Depto Córdoba', false);
    await decide(uuid, world.member, 'Depto Palermo', true, true);
    await decide(uuid, world.member, 'Depto Palermo', false);
    const [seller, outsider] = await Promise.allSettled([toSeller, toOutsider]);
    expect(seller).toMatchObject({
      status: 'fulfilled',
      value: { publication_id: world.catalogue.ids['Depto Palermo'] },
    });
    expect(told).toHaveLength(1);
    expect(outsider).toMatchObject({
      status: 'rejected',
      reason: new Error('no user:superlike_withdrawn within 1500 ms'),
    });
  });

  it('are read only by a signed-in account, each its own', async () => {
    const uuid = await world.sharedSearch();
    await decide(uuid, world.member, 'Depto Córdoba', true, true);
    const anonymous = await received({});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ message: 'Necesitas estar logueado.' });
    for (const other of [world.outsider, world.member]) {
      const { status, body } = await received(other);
      expect(status).toBe(200);
      expect(titlesOf(body.data, uuid)).toEqual([]);
    }
    expect(titlesOf((await received(world.seller)).body.data, uuid)).toEqual(['Depto Córdoba']);
  });
});
