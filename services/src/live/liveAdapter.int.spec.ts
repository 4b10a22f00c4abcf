// An API instance alone sends its live messages to its own sockets without a trip through
// Postgres; once another instance announces itself, they go through Postgres for its sockets too.
import { type DecisionCountsMessage, SERVER_SOCKET_EVENTS } from '@app/contracts';
import pg from 'pg';
import { MessageType } from 'socket.io-adapter';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type SwipeWorld, startSwipeWorld } from '../swipe/testing/swipeWorld.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { connected, connectSocket, listenOnFreePort, nextMessage, untilLeading, watch } from './testing.ts';

/** The adapter's channel for the default namespace. */
const ADAPTER_CHANNEL = 'socket.io#/';

let platform: TestPlatform;
let world: SwipeWorld;
let url: string;
let listener: pg.Client;
const broadcastsThroughPostgres: unknown[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startSwipeWorld(platform);
  url = await listenOnFreePort(platform.app);
  await untilLeading(platform.app);
  listener = new pg.Client({ connectionString: platform.platform.databaseUrl });
  await listener.connect();
  listener.on('notification', ({ payload }) => {
    const message = JSON.parse(payload ?? '{}') as { type?: MessageType };
    if (message.type === MessageType.BROADCAST) broadcastsThroughPostgres.push(message);
  });
  await listener.query(`LISTEN "${ADAPTER_CHANNEL}"`);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await listener.end();
  await platform.stop();
});

async function decisionCountsSeen(uuid: string, title: string): Promise<DecisionCountsMessage> {
  const socket = connectSocket(url, { token: world.member.token });
  sockets.push(socket);
  await connected(socket);
  await watch(socket, uuid);
  const counts = nextMessage<DecisionCountsMessage>(socket, SERVER_SOCKET_EVENTS.decisionCounts);
  await world.call('POST', `/search/${uuid}/decision`, world.owner, {
    publication_id: world.catalogue.ids[title],
    like: true,
    is_super: false,
  });
  return counts;
}

const serverCount = () => platform.app.liveGateway.io.of('/').adapter.serverCount();

it('keeps the live messages of an instance alone off Postgres, and sends them through it once another starts', async () => {
  const alone = await decisionCountsSeen(await world.sharedSearch(), 'Depto Palermo');
  expect(alone).toMatchObject({ like_count: 1, decisions_count: 1 });
  expect(broadcastsThroughPostgres).toEqual([]);

  // Stopped with the platform.
  const second = await platform.anotherInstance();
  await listenOnFreePort(second.app);
  await expect.poll(serverCount, { timeout: 5_000 }).toBe(2);
  const together = await decisionCountsSeen(await world.sharedSearch(), 'Casa Pilar');
  expect(together).toMatchObject({ like_count: 1, decisions_count: 1 });
  await expect.poll(() => broadcastsThroughPostgres.length, { timeout: 5_000 }).toBeGreaterThan(0);
});

it('finishes closing an instance stopped the moment it starts listening', async () => {
  const quick = await platform.anotherInstance();
  await listenOnFreePort(quick.app);
  // A deployment stopped right after it starts: the adapter is still connecting its LISTEN client.
  const closed = quick.app.close().then(() => 'closed');
  const stuck = new Promise((resolve) => setTimeout(() => resolve('still closing after 10 s'), 10_000).unref());
  expect(await Promise.race([closed, stuck])).toBe('closed');
});
