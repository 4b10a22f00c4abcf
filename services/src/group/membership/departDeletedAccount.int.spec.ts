// Deleting an account takes it out of its groups (docs/decisions/user-deletion.md): the
// longest-standing member follows the last administrator, its pins go, and a group it leaves
// empty is deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SearchWorld, seedSearchWorld } from '../../search/testing/searchCatalogueWorld.ts';
import { searchClient } from '../../search/testing/searchClient.ts';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../../testing/testPlatform.ts';
import { type GroupWorld, groupWorld } from '../testing/groupWorld.ts';

let world: TestPlatform;
let groups: GroupWorld;
let catalogue: SearchWorld;
let boss: TestAccount;

beforeAll(async () => {
  world = await startTestPlatform();
  groups = groupWorld(world);
  boss = await groups.account({ permissions: ['users', 'groups'] });
  catalogue = await seedSearchWorld(world.platform, boss.userId);
});
afterAll(() => world.stop());

const deleteAccount = (account: TestAccount) => groups.call('DELETE', `/admin/user/${account.userId}`, boss);

async function membersOf(groupId: string, as: TestAccount) {
  const page = (await groups.call('GET', `/account/group/${groupId}/user`, as)).json();
  return page.data.map((member: { id: string; pivot: { admin: boolean } }) => ({
    id: member.id,
    admin: member.pivot.admin,
  }));
}

describe('deleting a member of groups', () => {
  it('hands the group of its last administrator to the longest-standing member and drops its pins', async () => {
    const founder = await groups.account({ premium: true });
    const first = await groups.account({ premium: true });
    const second = await groups.account({ premium: true });
    const groupId = await groups.createGroup(founder, { name: 'Red Sur' });
    await groups.join(groupId, founder, first);
    await groups.join(groupId, founder, second);
    const search = searchClient(world.app);
    const uuid = await search.create(
      { filters: [{ type_id: catalogue.typeId('inmuebles') }], group_id: groupId },
      { token: first.token },
    );
    await search.call('PUT', `/search/${uuid}/publish`, { token: first.token }, { public: true, title: 'Para Sur' });
    expect((await groups.call('POST', `/account/group/${groupId}/search/${uuid}/pin`, founder)).statusCode).toBe(200);
    const pinned = (await groups.call('GET', `/account/group/${groupId}/search`, first)).json();
    expect(pinned.data[0]).toMatchObject({ uuid, pinneds_count: 1 });

    expect((await deleteAccount(founder)).statusCode).toBe(200);

    const members = await membersOf(groupId, first);
    expect(members).toHaveLength(2);
    expect(members).toEqual(
      expect.arrayContaining([
        { id: first.userId, admin: true },
        { id: second.userId, admin: false },
      ]),
    );
    const listed = (await groups.call('GET', `/account/group/${groupId}/search`, first)).json();
    expect(listed.data[0]).toMatchObject({ uuid, pinneds_count: 0 });
    // The new administrator runs the group: edits it as any administrator would.
    const edited = await groups.call('PUT', `/account/group/${groupId}`, first, {
      name: 'Red Sur Nueva',
      public: true,
    });
    expect(edited.statusCode).toBe(200);
  });

  it('keeps the other administrators as they are, and deletes a group it leaves empty', async () => {
    const founder = await groups.account({ premium: true });
    const partner = await groups.account({ premium: true });
    const shared = await groups.createGroup(founder, { name: 'Red Compartida' });
    await groups.join(shared, founder, partner);
    expect(
      (await groups.call('PUT', `/account/group/${shared}/user/${partner.userId}`, founder, { admin: true }))
        .statusCode,
    ).toBe(200);
    const alone = await groups.createGroup(founder, { name: 'Red Solitaria' });

    expect((await deleteAccount(founder)).statusCode).toBe(200);

    expect(await membersOf(shared, partner)).toEqual([{ id: partner.userId, admin: true }]);
    expect((await groups.call('GET', `/admin/group/${alone}`, boss)).statusCode).toBe(404);
    expect((await groups.call('GET', `/admin/group/${shared}`, boss)).json()).toMatchObject({ users_count: 1 });
  });
});
