// Statistics as a projection of the log: a seller's funnel, a group's lists and ranking, who may
// read which source, the date range rules, and a rebuild that gives the same tables and report.
import { LOG_START, participantKey, type RecordedEvent, type SwipeEvent } from '@app/contracts';
import { PROJECTIONS } from '@app/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { micrositeWorld } from '../microsite/testing/micrositeWorld.ts';
import { readModelsCaughtUp } from '../platform.ts';
import type { Person } from '../swipe/testing/swipeWorld.ts';
import { replayTwice } from '../testing/replayTwice.ts';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../testing/testPlatform.ts';
import { type StatisticsWorld, startStatisticsWorld } from './testing/statisticsWorld.ts';

let platform: TestPlatform;
let world: StatisticsWorld;
const days: string[] = [];

/** The day as Buenos Aires' own clock names it: the reference the projection is checked against. */
const buenosAiresDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(at);

const MINUTE = 60_000;

async function decide(person: Person, title: string, body: object) {
  const publicationId = world.catalogue.ids[title];
  const response = await world.call('POST', `/search/${world.searchId}/decision`, person, {
    publication_id: publicationId,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function see(person: Person, title: string) {
  await world.call('POST', `/search/${world.searchId}/visit`, person, { publication_id: world.catalogue.ids[title] });
}

/** Two minutes before an Argentine midnight, then four minutes later: the facts fall on two days. */
async function swipeAcrossMidnight() {
  const now = platform.clock.now();
  const nextMidnight = new Date(now);
  nextMidnight.setUTCHours(3, 0, 0, 0);
  if (nextMidnight <= now) nextMidnight.setUTCDate(nextMidnight.getUTCDate() + 1);
  platform.clock.advance(nextMidnight.getTime() - now.getTime() - 2 * MINUTE);
  days.push(buenosAiresDay(platform.clock.now()));
  await see(world.owner, 'Depto Palermo');
  await decide(world.owner, 'Depto Palermo', { like: true });
  await see(world.member, 'Depto Palermo');
  await decide(world.member, 'Depto Palermo', { like: true, is_super: true });
  platform.clock.advance(4 * MINUTE);
  days.push(buenosAiresDay(platform.clock.now()));
  await see(world.member, 'Depto Córdoba');
  await decide(world.member, 'Depto Córdoba', { like: true, is_super: true });
  await decide(world.owner, 'Depto Córdoba', { like: false });
  platform.clock.advance(30 * MINUTE);
  const contacted = await world.call(
    'POST',
    `/account/stat/publication/${world.catalogue.ids['Depto Palermo']}/contacted`,
    world.seller,
    { user_id: world.member.userId, channel: 'whatsapp' },
  );
  expect(contacted.statusCode, contacted.body).toBe(200);
}

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startStatisticsWorld(platform);
  await world.grantStatistics(world.owner.userId);
  await world.grantStatistics(world.seller.userId);
  await swipeAcrossMidnight();
});
afterAll(() => platform.stop());

const report = (caller: Person | TestAccount, body: object) =>
  world.call('POST', '/account/stat/general', caller, body);
const range = () => ({ from: days[0]!, to: days[1]! });
const sellerSource = () => ({ type: 'user', id: world.seller.userId });
const groupSource = () => ({ type: 'group', id: world.groupId });

/** What the log says, counted here without the projection's code: decisions on the seller's publications. */
async function referenceFunnel() {
  const events = await platform.platform.store.readAll(LOG_START, 100_000);
  const sellers = new Set(
    events
      .filter((event) => event.type === 'publication.created.v1')
      .filter((event) => (event.data as { creatorId: string }).creatorId === world.seller.userId)
      .map((event) => (event.data as { publicationId: string }).publicationId),
  );
  type Made = Extract<SwipeEvent, { type: 'search.decision_made.v1' }>['data'];
  const decisions = (events as RecordedEvent[])
    .filter((event) => event.type === 'search.decision_made.v1')
    .map((event) => ({ data: event.data as Made, day: buenosAiresDay(new Date(event.metadata.occurredAt)) }))
    .filter(({ data }) => sellers.has(data.publicationId));
  const likes = decisions.filter(({ data }) => data.like);
  const people = (list: typeof decisions) => new Set(list.map(({ data }) => participantKey(data.participant))).size;
  const superlikes = likes.filter(({ data }) => data.super);
  return {
    liked: { people: people(likes), events: likes.length },
    likedOn: (day: string) => likes.filter((like) => like.day === day).length,
    superliked: { people: people(superlikes), events: superlikes.length },
  };
}

describe('a seller’s statistics', () => {
  it('counts the funnel as the log tells it, in distinct people and raw events', async () => {
    const response = await report(world.seller, { source: sellerSource(), dates: range() });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const stage = (name: string) => body.funnel.stages.find((row: { stage: string }) => row.stage === name);
    const reference = await referenceFunnel();
    expect(stage('liked')).toMatchObject(reference.liked);
    expect(stage('superliked')).toMatchObject(reference.superliked);
    expect(stage('seen').people).toBe(2);
    expect(stage('coincided').people).toBe(2);
    expect(stage('contacted').people).toBe(1);
    expect(body.funnel).toMatchObject({ leads: 2, contacted_leads: 1 });
    expect(body.funnel.median_minutes_to_contact).toBeGreaterThanOrEqual(30);
  });

  it('splits the days at midnight in Buenos Aires', async () => {
    expect(days[0]).not.toBe(days[1]);
    const body = (await report(world.seller, { source: sellerSource(), dates: range() })).json();
    const liked = body.lists.find((list: { key: string }) => list.key === 'PublicationLikedCount');
    const reference = await referenceFunnel();
    expect(liked.series.map((day: { day: string; events: number }) => [day.day, day.events])).toEqual([
      [days[0], reference.likedOn(days[0]!)],
      [days[1], reference.likedOn(days[1]!)],
    ]);
    expect(liked.series.map((day: { events: number }) => day.events)).toEqual([2, 1]);
  });

  it('narrows the funnel to one publication', async () => {
    const body = (
      await report(world.seller, {
        source: sellerSource(),
        dates: range(),
        publication_id: world.catalogue.ids['Depto Palermo'],
      })
    ).json();
    const stage = (name: string) => body.funnel.stages.find((row: { stage: string }) => row.stage === name);
    expect(stage('superliked')).toMatchObject({ people: 1, events: 1 });
    expect(body.funnel).toMatchObject({ leads: 1, contacted_leads: 1 });
  });

  it('shows the contacted lead in the superlikes list', async () => {
    const id = world.catalogue.ids['Depto Palermo'];
    const list = (await world.call('GET', `/account/stat/publication/${id}/superlikes`, world.seller)).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0].contacted_at).not.toBeNull();
  });
});

describe('a group’s statistics', () => {
  it('gives its administrator the searches, the answers and the ranking', async () => {
    const response = await report(world.owner, { source: groupSource(), dates: range() });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.source).toMatchObject({ type: 'group', id: world.groupId });
    expect(body.lists.map((list: { key: string }) => list.key)).toContain('SearchShareableAnsweredCount');
    expect(body.users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: world.member.userId, searches_answered_count: 1, searches_shareable_count: 0 }),
      ]),
    );
  });
});

describe('who may read which statistics', () => {
  it('refuses a premium account without has_stat, and lists a granted one’s own sources', async () => {
    const stranger = await platform.accountFor({ premium: true });
    const refused = await world.call('GET', '/account/stat/sources', stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Tu cuenta no tiene acceso a las estadísticas.');
    const sources = (await world.call('GET', '/account/stat/sources', world.owner)).json();
    expect(sources.data.map((source: { type: string }) => source.type)).toEqual(['user', 'group']);
    expect(sources.max_range_days).toBe(90);
  });

  it('keeps a seller to their own account and a member who is not admin out of the group', async () => {
    const other = await report(world.seller, { source: { type: 'user', id: world.owner.userId }, dates: range() });
    expect(other.statusCode).toBe(403);
    const member = await report(world.plainMember, { source: groupSource(), dates: range() });
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe('No es posible ver las estadísticas de esta fuente.');
    const notPremium = await report(world.member, { source: groupSource(), dates: range() });
    expect(notPremium.statusCode).toBe(403);
  });

  it('lets a platform administrator read the sources their permission covers', async () => {
    const groupsAdmin = await platform.accountFor({ permissions: ['groups'], premium: true });
    expect((await report(groupsAdmin, { source: groupSource(), dates: range() })).statusCode).toBe(200);
    expect((await report(groupsAdmin, { source: sellerSource(), dates: range() })).statusCode).toBe(403);
  });

  it('lets a microsite’s administrator read the microsite, and no one else who lacks the right', async () => {
    const platformAdmin = await platform.accountFor({ permissions: ['microsites'] });
    const sites = micrositeWorld(platform.app);
    const micrositeId = await sites.createOk(platformAdmin, {
      name: 'Portal Estadísticas',
      host: 'estadisticas.localhost',
    });
    const siteAdmin = await platform.accountFor({ premium: true });
    await world.grantStatistics(siteAdmin.userId);
    expect((await sites.addUser(platformAdmin, micrositeId, siteAdmin.userId)).statusCode).toBeLessThan(300);
    await readModelsCaughtUp(platform.platform, 10_000);
    const sources = (await world.call('GET', '/account/stat/sources', siteAdmin)).json();
    expect(sources.data).toEqual(
      expect.arrayContaining([{ type: 'microsite', id: micrositeId, name: 'Portal Estadísticas' }]),
    );
    const micrositeSource = { type: 'microsite', id: micrositeId };
    const own = await report(siteAdmin, { source: micrositeSource, dates: range() });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().source).toMatchObject({ type: 'microsite', name: 'Portal Estadísticas' });
    expect((await report(world.owner, { source: micrositeSource, dates: range() })).statusCode).toBe(403);
  });

  it('answers a range over the maximum or reversed with a Spanish 422', async () => {
    const tooLong = await report(world.owner, {
      source: groupSource(),
      dates: { from: '2026-01-01', to: '2026-04-30' },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe('El rango de fechas no puede superar los 90 días.');
    const reversed = await report(world.owner, {
      source: groupSource(),
      dates: { from: '2026-03-02', to: '2026-03-01' },
    });
    expect(reversed.statusCode).toBe(422);
    const impossible = await report(world.owner, {
      source: groupSource(),
      dates: { from: '2026-02-30', to: '2026-03-01' },
    });
    expect(impossible.statusCode).toBe(422);
  });
});

describe('replaying the statistics', () => {
  it('rebuilds identical tables and the same report, twice', async () => {
    const before = (await report(world.seller, { source: sellerSource(), dates: range() })).json();
    const statistics = PROJECTIONS.filter((projection) => projection.name === 'statistics');
    const tables = await replayTwice(platform.platform, statistics);
    expect(tables.before.statistics_facts!.length).toBeGreaterThan(5);
    expect(tables.afterFirstReplay).toEqual(tables.before);
    expect(tables.afterSecondReplay).toEqual(tables.before);
    const after = (await report(world.seller, { source: sellerSource(), dates: range() })).json();
    expect(after).toEqual(before);
  });
});
