import { PROJECTIONS } from '@app/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUser } from '../account/user/deleteUser.ts';
import { systemContext } from '../commands/commandContext.ts';
import { replayTwice } from '../testing/replayTwice.ts';
import { bearer, startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { demoInvitationLine } from './demoGroups.ts';
import { demoMicrositeLine } from './demoMicrosite.ts';
import { seedDemoWorld } from './seedDemoWorld.ts';

let world: TestPlatform;

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
      const tables = await replayTwice(world.platform, PROJECTIONS);
      expect(tables.before.publication_types).toHaveLength(3);
      // The administrator, the three demo sellers and the two accounts above.
      expect(tables.before.users).toHaveLength(6);
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
