// A colleague's new publication marked 'Impulsar' reaches the group's other members at once over
// their sockets; members with no screen open get it, and admins a new member, as a push on a real
// loopback push service. One who has the app open is not pushed what they saw live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { webPushSender } from '../../live/push/pushSender.ts';
import { type LoopbackPushService, startLoopbackPushService } from '../../live/push/testing/loopbackPushService.ts';
import { connected, connectSocket, listenOnFreePort, nextMessage, untilLeading } from '../../live/testing.ts';
import { seedSearchWorld } from '../../search/testing/searchCatalogueWorld.ts';
import { seedPublications } from '../../search/testing/searchWorld.ts';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../../testing/testPlatform.ts';
import { type GroupWorld, groupWorld } from '../testing/groupWorld.ts';

let pushService: LoopbackPushService;
let world: TestPlatform;
let groups: GroupWorld;
let baseUrl: string;
let typeId: string;
let ana: TestAccount;
let beto: TestAccount;
let carla: TestAccount;
let groupId: string;

interface PublicationAdded {
  group_id: string;
  group_name: string;
  publication: { id: string; title: string };
  user: { id: string; name: string };
}

beforeAll(async () => {
  pushService = await startLoopbackPushService();
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:avisos@example.com' };
  world = await startTestPlatform({}, { push: webPushSender(vapid, pushService.agent) });
  groups = groupWorld(world);
  baseUrl = await listenOnFreePort(world.app);
  await untilLeading(world.app);
  [ana, beto, carla] = [
    await groups.account({ premium: true }),
    await groups.account({ premium: true }),
    await groups.account({ premium: true }),
  ];
  typeId = (await seedSearchWorld(world.platform, ana.userId)).typeId('inmuebles');
  groupId = await groups.createGroup(ana, { name: 'Red Belgrano' });
  await groups.join(groupId, ana, beto);
});
afterAll(async () => {
  await world.stop();
  await pushService.stop();
});

async function subscribeDevice(person: TestAccount) {
  const device = pushService.subscribe();
  const response = await groups.call('POST', '/user/push/subscribe', person, { token: device.token });
  expect(response.statusCode).toBe(200);
  return device;
}

const messagesTo = (subscriptionId: string) =>
  pushService.received.filter((push) => push.subscriptionId === subscriptionId).map((push) => push.message);

describe('a group portfolio told live', () => {
  it("tells the members at once of a colleague's publication marked 'Impulsar', not of one kept out", async () => {
    const socket = connectSocket(baseUrl, { token: beto.token });
    await connected(socket);
    try {
      const told = nextMessage<PublicationAdded>(socket, 'group:publication_added');
      const started = performance.now();
      await seedPublications(world.platform, [
        { typeId, title: 'Cochera reservada', creatorId: ana.userId, shareable: false },
        { typeId, title: 'Depto Belgrano R', creatorId: ana.userId },
      ]);
      const message = await told;
      expect(message).toMatchObject({
        group_id: groupId,
        group_name: 'Red Belgrano',
        publication: { title: 'Depto Belgrano R' },
        user: { id: ana.userId },
      });
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      socket.disconnect();
    }
  });

  it('pushes it to members with no screen open, and not to the one watching', async () => {
    await groups.join(groupId, ana, carla);
    const [carlaPhone, betoPhone] = [await subscribeDevice(carla), await subscribeDevice(beto)];
    const pushed = (title: string) => ({
      type: 'navigate',
      title: 'Red Belgrano',
      body: `Persona de prueba sumó "${title}" a la cartera del grupo.`,
      url: `/account/group/${groupId}/publication`,
    });
    const socket = connectSocket(baseUrl, { token: beto.token });
    await connected(socket);
    const told = nextMessage<PublicationAdded>(socket, 'group:publication_added');
    await seedPublications(world.platform, [{ typeId, title: 'Casa en Núñez', creatorId: ana.userId }]);
    await told;
    await pushService.waitForCount(pushService.received.length + 1);
    expect(messagesTo(carlaPhone.id)).toEqual([pushed('Casa en Núñez')]);

    // Once Beto closes the app, the next one reaches his phone: the only push he ever got.
    socket.disconnect();
    await seedPublications(world.platform, [{ typeId, title: 'PH en Coghlan', creatorId: ana.userId }]);
    await expect.poll(() => messagesTo(betoPhone.id).length, { timeout: 10_000 }).toBe(1);
    expect(messagesTo(betoPhone.id)).toEqual([pushed('PH en Coghlan')]);
    expect(messagesTo(carlaPhone.id)).toEqual([pushed('Casa en Núñez'), pushed('PH en Coghlan')]);
  });

  it('pushes a new member to an admin with no screen open', async () => {
    const anaLaptop = await subscribeDevice(ana);
    const dario = await groups.account({ premium: true });
    const before = pushService.received.length;
    await groups.join(groupId, ana, dario);
    await pushService.waitForCount(before + 1);
    expect(messagesTo(anaLaptop.id)).toEqual([
      {
        type: 'navigate',
        title: 'Red Belgrano',
        body: 'Persona de prueba se unió a "Red Belgrano".',
        url: `/account/group/${groupId}/show`,
      },
    ]);
  });
});
