// The admin back office's groups: platform administrators with the groups permission only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../../testing/testPlatform.ts';
import { type GroupWorld, groupWorld } from '../testing/groupWorld.ts';

let world: TestPlatform;
let groups: GroupWorld;
let admin: TestAccount;
let ana: TestAccount;

beforeAll(async () => {
  world = await startTestPlatform();
  groups = groupWorld(world);
  admin = await groups.account({ permissions: ['groups'] });
  ana = await groups.account({ premium: true });
});
afterAll(() => world.stop());

describe('admin groups', () => {
  it('lists groups with member counts, changes and deletes them', async () => {
    const groupId = await groups.createGroup(ana, { name: 'Red Admin' });
    await groups.join(groupId, ana, await groups.account({ premium: true }));
    const list = (await groups.call('GET', '/admin/group?search=admin', admin)).json();
    expect(list).toMatchObject({ total: 1, data: [{ id: groupId, name: 'Red Admin', users_count: 2 }] });
    const changed = await groups.call('PUT', `/admin/group/${groupId}`, admin, { name: 'Red Revisada', public: true });
    expect(changed.json()).toMatchObject({
      message: 'Grupo actualizado correctamente.',
      data: { name: 'Red Revisada' },
    });
    const flipped = await groups.call('PUT', `/admin/group/${groupId}`, admin, { name: 'Red Revisada', public: false });
    expect(flipped.statusCode).toBe(422);
    expect((await groups.call('GET', `/admin/group/${groupId}`, admin)).json().name).toBe('Red Revisada');
    expect((await groups.call('DELETE', `/admin/group/${groupId}`, admin)).json()).toEqual({
      message: 'Grupo eliminado correctamente.',
    });
    expect((await groups.call('GET', `/admin/group/${groupId}`, admin)).statusCode).toBe(404);
    expect((await groups.call('GET', `/account/group/${groupId}`, ana)).statusCode).toBe(404);
    expect((await groups.call('GET', '/user', ana)).json().groups).toEqual([]);
  });

  it('is closed to everyone without the groups permission', async () => {
    const groupId = await groups.createGroup(ana);
    const others = [ana, await groups.account({ permissions: ['users'] }), await groups.account()];
    for (const other of others) {
      expect((await groups.call('GET', '/admin/group', other)).statusCode).toBe(403);
      expect((await groups.call('DELETE', `/admin/group/${groupId}`, other)).statusCode).toBe(403);
    }
    expect((await groups.call('GET', '/admin/group', null)).statusCode).toBe(401);
    expect((await groups.call('POST', '/admin/group', admin, { name: 'Nuevo' })).statusCode).toBe(404);
  });
});
