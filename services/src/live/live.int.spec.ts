// Live messages reach real socket.io clients connected to a second API instance: the first one
// leads, follows the log and sends through the Postgres adapter.
import {
  type CoincidenceMessage,
  type DecisionCountsMessage,
  SERVER_SOCKET_EVENTS,
  type SelectionFinishedMessage,
  type SuperlikeReceivedMessage,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Person, PHONE, type SwipeWorld, startSwipeWorld } from '../swipe/testing/swipeWorld.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { connected, connectSocket, listenOnFreePort, nextMessage, untilLeading, watch } from './testing.ts';

let platform: TestPlatform;
let world: SwipeWorld;
let second: { app: FastifyInstance; stop(): Promise<void> };
let secondUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startSwipeWorld(platform);
  await listenOnFreePort(platform.app);
  await untilLeading(platform.app);
  second = await platform.anotherInstance();
  secondUrl = await listenOnFreePort(second.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await platform.stop();
});

async function socketOf(person: Partial<Person>): Promise<Socket> {
  const socket = connectSocket(secondUrl, { token: person.token, guestKey: person.guestKey });
  sockets.push(socket);
  await connected(socket);
  return socket;
}

function decide(uuid: string, person: Person, title: string, like: boolean, isSuper = false) {
  const publicationId = world.catalogue.ids[title];
  return world.call('POST', `/search/${uuid}/decision`, person, {
    publication_id: publicationId,
    like,
    is_super: isSuper,
  });
}

describe('live messages on another instance', () => {
  it('are sent by the leading instance only', () => {
    expect(platform.app.liveGateway.leading()).toBe(true);
    expect(second.app.liveGateway.leading()).toBe(false);
  });

  it('tell every watching participant of a coincidence and of decision counts', async () => {
    const uuid = await world.sharedSearch();
    const [ownerSocket, memberSocket] = [await socketOf(world.owner), await socketOf(world.member)];
    expect(await watch(ownerSocket, uuid)).toEqual({ ok: true, message: null });
    expect(await watch(memberSocket, uuid)).toEqual({ ok: true, message: null });
    const publicationId = world.catalogue.ids['Depto Palermo'];
    const counts = nextMessage<DecisionCountsMessage>(memberSocket, SERVER_SOCKET_EVENTS.decisionCounts);
    await decide(uuid, world.owner, 'Depto Palermo', true);
    expect(await counts).toEqual({
      search_id: uuid,
      publication_id: publicationId,
      like_count: 1,
      decisions_count: 1,
      coincidences: 0,
    });
    const seenByOwner = nextMessage<CoincidenceMessage>(ownerSocket, SERVER_SOCKET_EVENTS.coincidence);
    const seenByMember = nextMessage<CoincidenceMessage>(memberSocket, SERVER_SOCKET_EVENTS.coincidence);
    await decide(uuid, world.member, 'Depto Palermo', true);
    const expected = {
      search_id: uuid,
      publication: { id: publicationId, title: 'Depto Palermo', image_url: null },
      users: [world.owner, world.member].map((person) => ({ id: person.userId, name: person.name, avatar_url: null })),
    };
    expect(await seenByOwner).toEqual(expected);
    expect(await seenByMember).toEqual(expected);
  });

  it("hand a superlike's contact to the seller's own room", async () => {
    const uuid = await world.sharedSearch();
    const sellerSocket = await socketOf(world.seller);
    const received = nextMessage<SuperlikeReceivedMessage>(sellerSocket, SERVER_SOCKET_EVENTS.superlikeReceived);
    await decide(uuid, world.member, 'Depto Córdoba', true, true);
    expect(await received).toMatchObject({
      search_id: uuid,
      publication: { title: 'Depto Córdoba' },
      searcher: { id: world.member.userId, name: world.member.name },
      contact: { email: expect.stringContaining('@'), phone: null, whatsapp: PHONE },
    });
  });

  it('tell the owner, in the search and in their own room, when a selection is finished', async () => {
    const uuid = await world.sharedSearch();
    const ownerSocket = await socketOf(world.owner);
    const inOwnRoom = nextMessage<SelectionFinishedMessage>(
      ownerSocket,
      SERVER_SOCKET_EVENTS.selectionFinishedForOwner,
    );
    await world.call('POST', `/search/${uuid}/finish`, world.member);
    expect(await inOwnRoom).toMatchObject({ search_id: uuid, user: { id: world.member.userId } });
  });
});

describe('sockets', () => {
  it('need a token or a guest key', async () => {
    const anonymous = connectSocket(secondUrl, {});
    sockets.push(anonymous);
    await expect(connected(anonymous)).rejects.toThrow('Necesitas estar logueado.');
  });

  it('watch only the searches their person takes part in', async () => {
    const uuid = await world.sharedSearch();
    const outsider = await socketOf(world.outsider);
    expect(await watch(outsider, uuid)).toEqual({ ok: false, message: 'No es posible realizar esta acción.' });
    const { uuid: guestSearch, guest } = await world.guestSearch();
    expect(await watch(await socketOf(guest), guestSearch)).toEqual({ ok: true, message: null });
  });
});
