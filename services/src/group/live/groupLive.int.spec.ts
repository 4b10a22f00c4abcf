// A group's admins hear live, over a real socket, who joined and which search was pinned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connected, connectSocket, listenOnFreePort, nextMessage, untilLeading } from '../../live/testing.ts';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../../testing/testPlatform.ts';
import { type GroupWorld, groupWorld } from '../testing/groupWorld.ts';

let world: TestPlatform;
let groups: GroupWorld;
let baseUrl: string;
let ana: TestAccount;

beforeAll(async () => {
  world = await startTestPlatform();
  groups = groupWorld(world);
  baseUrl = await listenOnFreePort(world.app);
  await untilLeading(world.app);
  ana = await groups.account({ premium: true });
});
afterAll(() => world.stop());

describe('group live messages', () => {
  it('tell the admins at once who accepted an invitation', async () => {
    const groupId = await groups.createGroup(ana, { name: 'Red en vivo' });
    const socket = connectSocket(baseUrl, { token: ana.token });
    await connected(socket);
    try {
      const beto = await groups.account({ premium: true });
      const arrival = nextMessage<{ group_id: string; user: { id: string } }>(socket, 'group:member_joined');
      const started = performance.now();
      await groups.join(groupId, ana, beto);
      const message = await arrival;
      expect(message).toMatchObject({ group_id: groupId, group_name: 'Red en vivo', user: { id: beto.userId } });
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      socket.disconnect();
    }
  });
});
