// A world with figures: a seller's catalogue, a group whose admin runs a shared search in it with a
// member, likes that coincide, superlikes (leads) and a contact; plus the accounts of every role the
// statistics routes tell apart.
import { randomUUID } from 'node:crypto';
import { userStream } from '../../account/user/user.ts';
import { userDecider } from '../../account/user/userDecider.ts';
import { systemContext } from '../../commands/commandContext.ts';
import { groupWorld } from '../../group/testing/groupWorld.ts';
import { execute } from '../../platform.ts';
import { type Person, type SwipeWorld, startSwipeWorld } from '../../swipe/testing/swipeWorld.ts';
import type { TestAccount, TestPlatform } from '../../testing/testPlatform.ts';

export interface StatisticsWorld extends SwipeWorld {
  groupId: string;
  searchId: string;
  /** A premium member of the group, with statistics, who does not administer it. */
  plainMember: TestAccount;
  grantStatistics(userId: string): Promise<void>;
}

export async function grantStatistics(platform: TestPlatform, userId: string): Promise<void> {
  const command = { type: 'changeStatisticsAccess' as const, hasStat: true };
  await execute(platform.platform, userStream(userId), userDecider, command, systemContext(platform.clock.now()));
}

const asAccount = (person: Person): TestAccount => ({ userId: person.userId, token: person.token!, email: '' });

export async function startStatisticsWorld(platform: TestPlatform): Promise<StatisticsWorld> {
  const swipe = await startSwipeWorld(platform);
  const groups = groupWorld(platform);
  const groupId = await groups.createGroup(asAccount(swipe.owner), { name: `Red ${randomUUID().slice(0, 6)}` });
  const plainMember = await platform.accountFor({ premium: true });
  await groups.join(groupId, asAccount(swipe.owner), plainMember);
  await grantStatistics(platform, plainMember.userId);
  const filters = [{ type_id: swipe.catalogue.typeId('inmuebles') }];
  const created = await swipe.call('POST', '/search', swipe.owner, { filters, order: 'newest', group_id: groupId });
  if (created.statusCode !== 200) throw new Error(`group search not created: ${created.body}`);
  const searchId: string = created.json().data.uuid;
  await swipe.call('PUT', `/search/${searchId}/share`, swipe.owner, { shareable: true, filtered: 'all' });
  await swipe.call('POST', `/search/${searchId}/join`, swipe.member);
  return { ...swipe, groupId, searchId, plainMember, grantStatistics: (userId) => grantStatistics(platform, userId) };
}
