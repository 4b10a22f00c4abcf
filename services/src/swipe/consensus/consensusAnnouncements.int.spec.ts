// A coincidence under a consensus rule is announced when the rule is met, live and by push, naming
// who agreed: real sockets on a second instance and a real push service on loopback.
import { type CoincidenceMessage, SERVER_SOCKET_EVENTS } from '@app/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { webPushSender } from '../../live/push/pushSender.ts';
import { type LoopbackPushService, startLoopbackPushService } from '../../live/push/testing/loopbackPushService.ts';
import { connected, connectSocket, listenOnFreePort, nextMessage, untilLeading, watch } from '../../live/testing.ts';
import { startTestPlatform, type TestPlatform } from '../../testing/testPlatform.ts';
import { type Person, person, type SwipeWorld, startSwipeWorld } from '../testing/swipeWorld.ts';

let pushService: LoopbackPushService;
let platform: TestPlatform;
let world: SwipeWorld;
let third: Person;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  pushService = await startLoopbackPushService();
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:avisos@example.com' };
  platform = await startTestPlatform({}, { push: webPushSender(vapid, pushService.agent) });
  world = await startSwipeWorld(platform);
  third = await person(platform, 'Tina Tercera');
  url = await listenOnFreePort(platform.app);
  await untilLeading(platform.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await platform.stop();
  await pushService.stop();
});

async function watching(someone: Person, uuid: string): Promise<Socket> {
  const socket = connectSocket(url, { token: someone.token });
  sockets.push(socket);
  await connected(socket);
  expect(await watch(socket, uuid)).toEqual({ ok: true, message: null });
  return socket;
}

const like = (uuid: string, someone: Person, title: string) =>
  world.call('POST', `/search/${uuid}/decision`, someone, { publication_id: world.catalogue.ids[title], like: true });

describe('a unanimous coincidence', () => {
  it('is announced live to everyone, and pushed, only once the last participant likes it', async () => {
    const ownerPhone = pushService.subscribe();
    await world.call('POST', '/user/push/subscribe', world.owner, { token: ownerPhone.token });
    const uuid = await world.sharedSearch();
    await world.call('POST', `/search/${uuid}/join`, third);
    await world.call('PUT', `/search/${uuid}/consensus`, world.owner, { rule: { kind: 'unanimous' } });
    const sockets = [
      await watching(world.owner, uuid),
      await watching(world.member, uuid),
      await watching(third, uuid),
    ];
    const announced = sockets.map((socket) =>
      nextMessage<CoincidenceMessage>(socket, SERVER_SOCKET_EVENTS.coincidence),
    );
    await like(uuid, world.owner, 'Casa Pilar');
    await like(uuid, world.member, 'Casa Pilar');
    await like(uuid, third, 'Casa Pilar');
    const agreed = [world.owner, world.member, third].map((someone) => ({
      id: someone.userId,
      name: someone.name,
      avatar_url: null,
    }));
    // The first coincidence each socket hears names all three: the member's like announced none.
    for (const message of await Promise.all(announced)) {
      expect(message).toMatchObject({ search_id: uuid, publication: { title: 'Casa Pilar' }, users: agreed });
    }
    await pushService.waitForCount(1);
    const pushed = pushService.received.filter((push) => push.subscriptionId === ownerPhone.id);
    expect(pushed.map((push) => push.message)).toEqual([
      {
        type: 'navigate',
        title: '¡Hay una coincidencia!',
        body: `A Tina Tercera también le gustó "Casa Pilar": coinciden ${world.owner.name}, ${world.member.name} y Tina Tercera.`,
        url: `/account/search/${uuid}/filtered`,
      },
    ]);
  });
});
