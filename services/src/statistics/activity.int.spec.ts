// The activity list and the dashboard report: what others did in the caller's searches, and the
// people, searches and shortcuts the dashboard's cards show. Nobody sees another account's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SwipeWorld, startSwipeWorld } from '../swipe/testing/swipeWorld.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';

let platform: TestPlatform;
let world: SwipeWorld;
let searchId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startSwipeWorld(platform);
  searchId = await world.sharedSearch();
  const decide = (like: boolean, title: string) =>
    world.call('POST', `/search/${searchId}/decision`, world.member, {
      publication_id: world.catalogue.ids[title],
      like,
    });
  await decide(true, 'Depto Palermo');
  await decide(false, 'Casa Pilar');
  await decide(true, 'Depto Córdoba');
  await world.call('POST', `/search/${searchId}/finish`, world.member);
});
afterAll(() => platform.stop());

describe('the activity list', () => {
  it('tells the owner who joined, decided and finished, newest first, with likes and rejections', async () => {
    const response = await world.call('GET', '/account/activity', world.owner);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.data.map((row: { type: string }) => row.type)).toEqual(['finished', 'decided', 'joined']);
    const decided = page.data[1];
    expect(decided.causer).toEqual({ id: world.member.userId, name: 'Mario Miembro' });
    expect(decided.properties).toEqual({ like: 2, unlike: 1 });
    expect(decided.activityable).toMatchObject({ id: searchId });
  });

  it('finds rows by the person’s name, ignoring accents and case', async () => {
    const found = (await world.call('GET', '/account/activity?search=mario', world.owner)).json();
    expect(found.total).toBe(3);
    const none = (await world.call('GET', '/account/activity?search=zzz', world.owner)).json();
    expect(none.data).toEqual([]);
  });

  it('shows another premium account nothing of the owner’s searches', async () => {
    const other = await platform.accountFor({ premium: true });
    const page = (await world.call('GET', '/account/activity', { token: other.token })).json();
    expect(page.total).toBe(0);
  });
});

describe('the dashboard report', () => {
  it('gives the owner the people they searched with, their latest searches and activity', async () => {
    const response = await world.call('GET', '/account/report/dashboard', world.owner);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report.shortcuts).toEqual({ hasPublications: false, hasGroups: false });
    expect(report.users).toEqual([expect.objectContaining({ id: world.member.userId, name: 'Mario Miembro' })]);
    expect(report.searches.map((search: { id: string }) => search.id)).toEqual([searchId]);
    expect(report.activities).toHaveLength(3);
  });

  it('shows the seller the shortcut to their publications and who decided on them', async () => {
    const report = (await world.call('GET', '/account/report/dashboard', world.seller)).json();
    expect(report.shortcuts.hasPublications).toBe(true);
    expect(report.users.map((user: { id: string }) => user.id)).toEqual([world.member.userId]);
  });
});
