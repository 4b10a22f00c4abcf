// Rights are checked when they change, not only at connect: sockets on another API instance than
// the leader lose them through the adapter as soon as the fact is in the log.
import { type DecisionCountsMessage, SERVER_SOCKET_EVENTS, searchRoom } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../account/session/sessions.ts';
import { systemContext } from '../commands/commandContext.ts';
import { type Person, type SwipeWorld, startSwipeWorld } from '../swipe/testing/swipeWorld.ts';
import { bearer, startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
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

async function socketWith(token: string): Promise<Socket> {
  const socket = connectSocket(secondUrl, { token });
  sockets.push(socket);
  await connected(socket);
  return socket;
}

function disconnection(socket: Socket, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Every decision-count message the socket gets from now on. */
function countsSeenBy(socket: Socket): DecisionCountsMessage[] {
  const seen: DecisionCountsMessage[] = [];
  socket.on(SERVER_SOCKET_EVENTS.decisionCounts, (message: DecisionCountsMessage) => seen.push(message));
  return seen;
}

const decide = (uuid: string, person: Person, title: string) =>
  world.call('POST', `/search/${uuid}/decision`, person, {
    publication_id: world.catalogue.ids[title],
    like: true,
    is_super: false,
  });

describe('socket rights after they end', () => {
  it('logging out disconnects that session’s sockets at once, and only that session’s', async () => {
    const newSession = () => startSession(platform.platform, world.member.userId, 'email_code', systemContext());
    const [leaving, staying] = [await newSession(), await newSession()];
    const [leavingSocket, stayingSocket] = [await socketWith(leaving), await socketWith(staying)];
    const closed = disconnection(leavingSocket);
    const logout = await platform.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(leaving) });
    expect(logout.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    expect(stayingSocket.connected).toBe(true);
    // Connecting again with the ended session's token identifies nobody.
    const again = connectSocket(secondUrl, { token: leaving });
    sockets.push(again);
    await expect(connected(again)).rejects.toThrow('Necesitas estar logueado.');
  });

  it('unsharing takes the other participants out of the search’s room at once; the owner stays', async () => {
    const uuid = await world.sharedSearch();
    const [ownerSocket, memberSocket] = [await socketWith(world.owner.token!), await socketWith(world.member.token!)];
    expect(await watch(ownerSocket, uuid)).toEqual({ ok: true, message: null });
    expect(await watch(memberSocket, uuid)).toEqual({ ok: true, message: null });
    const seenByMember = countsSeenBy(memberSocket);

    const unshared = await world.call('PUT', `/search/${uuid}/share`, world.owner, {
      shareable: false,
      filtered: 'all',
    });
    expect(unshared.statusCode).toBe(200);
    const seenByOwner = nextMessage<DecisionCountsMessage>(ownerSocket, SERVER_SOCKET_EVENTS.decisionCounts);
    await decide(uuid, world.owner, 'Depto Palermo');
    expect(await seenByOwner).toMatchObject({ search_id: uuid, like_count: 1 });
    // The same broadcast would have reached the member by now, had they still been in the room.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seenByMember).toEqual([]);
    expect(await watch(memberSocket, uuid)).toEqual({ ok: false, message: 'No es posible realizar esta acción.' });
  });

  it('deleting a search empties its room on every instance', async () => {
    const uuid = await world.sharedSearch();
    const memberSocket = await socketWith(world.member.token!);
    expect(await watch(memberSocket, uuid)).toEqual({ ok: true, message: null });
    const inRoom = () => second.app.liveGateway.io.local.in(searchRoom(uuid)).fetchSockets();
    expect(await inRoom()).toHaveLength(1);
    const deleted = await platform.app.inject({
      method: 'DELETE',
      url: `/api/account/search/${uuid}`,
      headers: bearer(world.owner.token!),
    });
    expect(deleted.statusCode).toBe(200);
    await expect.poll(async () => (await inRoom()).length, { timeout: 5_000 }).toBe(0);
    expect(memberSocket.connected).toBe(true);
  });
});
