import { PROJECTIONS } from '@app/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../account/session/sessions.ts';
import { deleteUser } from '../account/user/deleteUser.ts';
import { systemContext } from '../commands/commandContext.ts';
import { replayTwice } from '../testing/replayTwice.ts';
import { bearer, startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { demoInvitationLine } from './demoGroups.ts';
import { demoMicrositeLine } from './demoMicrosite.ts';
import { DEMO_SELLERS } from './demoSellers.ts';
import { seedDemoWorld } from './seedDemoWorld.ts';

let world: TestPlatform;

async function demoSellerToken(email: string) {
  const seller = await world.platform.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return bearer(await startSession(world.platform, seller.id, 'signup', systemContext(world.clock.now())));
}

interface DemoReport {
  lists: { key: string; total: { people: number; events: number }; series: { day: string; events: number }[] }[];
  funnel: { stages: { stage: string; people: number }[]; contacted_leads: number };
  users: unknown[];
}

const reportOf = (headers: Record<string, string>) => async (source: { type: string; id: string }) =>
  (
    await world.app.inject({ method: 'POST', url: '/api/account/stat/general', headers, payload: { source } })
  ).json() as DemoReport;
const listOf = (report: DemoReport, key: string) => report.lists.find((list) => list.key === key)!;
const totalOf = (report: DemoReport, key: string) => listOf(report, key).total.events;
const activeDays = (report: DemoReport, key: string) =>
  listOf(report, key).series.filter((day) => day.events > 0).length;

/** Every kind of account fact, so the replay covers each table the account projections own. */
async function accountActivity(): Promise<void> {
  const customer = await world.accountFor();
  const post = (url: string, payload?: object) =>
    world.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: bearer(customer.token) });
  await post('/user/push/subscribe', { token: 'token-del-navegador' });
  await post('/user/notificationTypes', { notification_types: ['superlike'] });
  await post('/premium', { code: 'BIENVENIDA' });
  await post('/user/slug', { slug: 'tienda-repetida' });
  await post('/auth/logout');
  const leaving = await world.accountFor();
  await deleteUser(world.platform, leaving.userId, systemContext(world.clock.now()));
}

// Write-behind (projections/src/runner/batchWriter.ts) on, as deployed, and off, every statement awaited.
describe.each(['true', 'false'])('with PROJECTION_WRITE_BEHIND=%s', (writeBehind) => {
  beforeAll(async () => {
    world = await startTestPlatform({ PROJECTION_WRITE_BEHIND: writeBehind });
    await seedDemoWorld(world.platform);
    await accountActivity();
  });
  afterAll(() => world.stop());

  describe('replaying every projection of the demo world', () => {
    it('rebuilds identical tables, twice', async () => {
      const tables = await replayTwice(world.platform, PROJECTIONS, 50_000);
      expect(tables.before.publication_types).toHaveLength(3);
      // The administrator, the three demo sellers, the four demo buyers and the two accounts above.
      expect(tables.before.users).toHaveLength(10);
      expect(tables.before.publications).toHaveLength(320);
      // Two demo groups of two sellers each, a search pinned in each, and the invitations used to join.
      expect(tables.before.groups).toHaveLength(2);
      expect(tables.before.group_members).toHaveLength(4);
      expect(tables.before.group_search_pins).toHaveLength(3);
      expect(tables.before.invitations).toHaveLength(2);
      // One demo microsite with two sellers.
      expect(tables.before.microsites).toHaveLength(1);
      expect(tables.before.microsite_users).toHaveLength(2);
      expect(tables.before.publication_media!.length).toBeGreaterThanOrEqual(960);
      expect(tables.before.sessions).toHaveLength(2);
      expect(tables.before.promocodes).toHaveLength(1);
      expect(tables.before.promocode_usages).toHaveLength(1);
      expect(tables.afterFirstReplay).toEqual(tables.before);
      expect(tables.afterSecondReplay).toEqual(tables.before);
      // A month of demo activity makes the log long enough for a busy machine to pass the default.
    }, 150_000);
  });

  describe('the demo sellers’ statistics', () => {
    it('show a month of searches, answers, views, likes, leads and contacts for the account and its microsite', async () => {
      const token = await demoSellerToken(DEMO_SELLERS.properties.email);
      const sources = (
        await world.app.inject({ method: 'GET', url: '/api/account/stat/sources', headers: token })
      ).json();
      expect(sources.data.map((source: { type: string; name: string }) => [source.type, source.name])).toEqual([
        ['user', 'Inmobiliaria Palermo'],
        ['microsite', 'Inmobiliaria Porteña'],
        ['group', 'Red Inmobiliaria Porteña'],
      ]);
      const [account, microsite] = (await Promise.all(sources.data.slice(0, 2).map(reportOf(token)))) as [
        DemoReport,
        DemoReport,
      ];
      for (const list of [
        'SearchCount',
        'SearchShareableCount',
        'SearchShareableAnsweredCount',
        'PublicationLikedCount',
      ])
        expect(totalOf(account, list), list).toBeGreaterThan(0);
      expect(activeDays(account, 'SearchCount')).toBeGreaterThan(3);
      for (const stage of account.funnel.stages) expect(stage.people, stage.stage).toBeGreaterThan(0);
      expect(account.funnel.contacted_leads).toBeGreaterThan(0);
      expect(account.users.length).toBeGreaterThan(0);
      expect(totalOf(microsite, 'SearchCount')).toBeGreaterThan(0);
      expect(microsite.funnel.stages.find((stage) => stage.stage === 'seen')!.people).toBeGreaterThan(0);
      const activity = await world.app.inject({ method: 'GET', url: '/api/account/activity', headers: token });
      expect(activity.json().data.length).toBeGreaterThan(0);
    });

    it('keep the microsite to its default user', async () => {
      const token = await demoSellerToken(DEMO_SELLERS.vehicles.email);
      const sources = (
        await world.app.inject({ method: 'GET', url: '/api/account/stat/sources', headers: token })
      ).json();
      expect(sources.data.map((source: { type: string }) => source.type)).toEqual(['user', 'group']);
      const site = await world.platform.db.selectFrom('microsites').select('id').executeTakeFirstOrThrow();
      const refused = await world.app.inject({
        method: 'POST',
        url: '/api/account/stat/general',
        headers: token,
        payload: { source: { type: 'microsite', id: site.id } },
      });
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('the demo pictures', () => {
    it('gives every publication three to five pictures of its own, in many colours', async () => {
      const media = await world.platform.db
        .selectFrom('publication_media')
        .select(['publication_id', 'file', 'color', 'width', 'height'])
        .execute();
      const perPublication = new Map<string, typeof media>();
      for (const picture of media)
        perPublication.set(picture.publication_id, [...(perPublication.get(picture.publication_id) ?? []), picture]);
      expect(perPublication.size).toBe(320);
      for (const pictures of perPublication.values()) {
        expect(pictures.length).toBeGreaterThanOrEqual(3);
        expect(pictures.length).toBeLessThanOrEqual(5);
      }
      expect(new Set(media.map((picture) => picture.file)).size).toBe(media.length);
      expect(new Set(media.map((picture) => picture.color)).size).toBeGreaterThanOrEqual(25);
      const covers = [...perPublication.values()].map((pictures) => pictures[0]!.color);
      expect(new Set(covers).size).toBeGreaterThanOrEqual(15);
      expect(media.some((picture) => picture.width > picture.height)).toBe(true);
      expect(media.some((picture) => picture.width < picture.height)).toBe(true);
    });
  });

  describe('the demo invitation of the start log', () => {
    it('links a pending invitation to the public demo group, the same one until it is used', async () => {
      const line = await demoInvitationLine(world.platform, 'http://localhost:3000');
      expect(line).toMatch(
        /^ {2}Demo invite: {2}http:\/\/localhost:3000\/invitation\/[0-9a-f-]{36} \(Red Inmobiliaria Porteña/,
      );
      expect(await demoInvitationLine(world.platform, 'http://localhost:3000')).toBe(line);
      const uuid = line.match(/invitation\/([0-9a-f-]{36})/)?.[1];
      const shown = await world.app.inject({ method: 'GET', url: `/api/invitation/${uuid}` });
      expect(shown.json()).toMatchObject({ status: 'pending', invitationable: { name: 'Red Inmobiliaria Porteña' } });
    });
  });

  describe('the demo microsite', () => {
    it('serves its two sellers’ publications on inmobiliaria.localhost, in its colours; the start log names it', async () => {
      expect(await demoMicrositeLine(world.platform, 3000)).toBe(
        '  Demo site:    http://inmobiliaria.localhost:3000 (microsite Inmobiliaria Porteña: Inmobiliaria Palermo and Autos del Sur)',
      );
      const headers = { host: 'inmobiliaria.localhost:3000' };
      const configuration = (await world.app.inject({ method: 'GET', url: '/api/configuration', headers })).json();
      expect(configuration.microsite).toMatchObject({
        name: 'Inmobiliaria Porteña',
        style: { primary_color: '#0b7285' },
        default_user: { name: 'Inmobiliaria Palermo' },
      });
      const square = await world.app.inject({ method: 'GET', url: configuration.microsite.logo_square_url });
      expect(square.headers['content-type']).toBe('image/png');
      const filters = configuration.types.map((type: { id: string }) => ({ type_id: type.id }));
      const count = async (host: string) =>
        (
          await world.app.inject({ method: 'POST', url: '/api/search/count', payload: { filters }, headers: { host } })
        ).json().count;
      const onMicrosite = await count('inmobiliaria.localhost');
      expect(onMicrosite).toBeGreaterThan(0);
      expect(onMicrosite).toBeLessThan(await count('localhost'));
    });
  });
});
