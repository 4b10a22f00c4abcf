// A run's end reaches its seller live, over a real socket, in their own room only: the counts of a
// good run, or why one failed.
import { SYNCHRONIZATION_SOCKET_EVENT, type SynchronizationMessage } from '@app/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, connectSocket, listenOnFreePort, nextMessage, untilLeading } from '../live/testing.ts';
import { products } from './testing/feedFixture.ts';
import { type SyncWorld, startSyncWorld } from './testing/syncWorld.ts';

let world: SyncWorld;
let seller: Socket;
let stranger: Socket;
const heardByStranger: unknown[] = [];
const PATH = '/api/account/synchronizer';

beforeAll(async () => {
  world = await startSyncWorld();
  const baseUrl = await listenOnFreePort(world.app);
  await untilLeading(world.app);
  const other = await world.accountFor({ premium: true });
  seller = connectSocket(baseUrl, { token: world.seller.token });
  stranger = connectSocket(baseUrl, { token: other.token });
  await Promise.all([connected(seller), connected(stranger)]);
  stranger.on(SYNCHRONIZATION_SOCKET_EVENT, (message) => heardByStranger.push(message));
});
afterAll(async () => {
  seller.disconnect();
  stranger.disconnect();
  await world.stop();
});

describe('the end of a run, live', () => {
  it('tells the seller what a good run created and updated', async () => {
    world.feed.answer = products(3);
    const heard = nextMessage<SynchronizationMessage>(seller, SYNCHRONIZATION_SOCKET_EVENT);
    await world.call('PUT', PATH, { type: 'json', config: { url: world.feed.url('/feed.json') } });
    await world.sync();
    expect(await heard).toMatchObject({
      outcome: 'good',
      message: 'Sincronización completa: 3 nuevas, 0 actualizadas',
    });
  });

  it('tells the seller why a run failed', async () => {
    world.feed.answer = (response) => response.writeHead(500).end();
    const heard = nextMessage<SynchronizationMessage>(seller, SYNCHRONIZATION_SOCKET_EVENT);
    await world.call('POST', `${PATH}/sync`);
    await world.sync();
    expect(await heard).toMatchObject({
      outcome: 'failed',
      message: 'La sincronización falló: El servidor respondió con el estado 500.',
    });
  });

  it('reaches no one else', () => {
    expect(heardByStranger).toEqual([]);
  });
});
