// The directory ranks groups by local coverage: the share of every publication near the searched
// place that the group's portfolio (its members' shareable publications) holds. The counts are a
// read model kept by the group_portfolios projection, which replays to equal tables.
import { PROJECTIONS } from '@app/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMetadata, systemContext } from '../commands/commandContext.ts';
import { publicationStream } from '../publication/publication.ts';
import { addressAt, PLACES } from '../search/testing/searchCatalogueWorld.ts';
import {
  type CatalogueIds,
  publicationFields,
  seedPublications,
  seedSearchCatalogue,
} from '../search/testing/searchWorld.ts';
import { replayTwice } from '../testing/replayTwice.ts';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../testing/testPlatform.ts';
import { type GroupWorld, groupWorld } from './testing/groupWorld.ts';

let world: TestPlatform;
let groups: GroupWorld;
let ids: CatalogueIds;
const sellers: Record<'zeta' | 'alfa' | 'corredor' | 'socio', TestAccount> = {} as never;
const group = { zeta: '', alfa: '', norte: '', vacia: '' };
const palermo = () => addressAt(PLACES.palermo, 'Palermo, CABA');
const pilar = () => addressAt(PLACES.pilar, 'Pilar, Buenos Aires');

async function publish(
  owner: TestAccount | null,
  address: ReturnType<typeof palermo>,
  count: number,
  shareable = true,
) {
  const seeds = Array.from({ length: count }, (_, index) => ({
    typeId: ids.typeId('inmuebles'),
    title: `Depto ${index}`,
    address,
    shareable,
    ...(owner ? { creatorId: owner.userId } : {}),
  }));
  return seedPublications(world.platform, seeds);
}

interface Listed {
  name: string;
  nearby_publications: number | null;
  coverage: { place: string | null; percent: number } | null;
}
async function directory(query: string): Promise<Listed[]> {
  const response = await groups.call('GET', `/group${query}`, null);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
const ranking = (rows: Listed[]) => rows.map((row) => [row.name, row.coverage?.percent ?? null]);

beforeAll(async () => {
  world = await startTestPlatform();
  groups = groupWorld(world);
  ids = await seedSearchCatalogue(world.platform);
  for (const name of ['zeta', 'alfa', 'corredor', 'socio'] as const)
    sellers[name] = await groups.account({ premium: true });
  // Near Palermo: 3 + 1 + 2 shareable in portfolios, 1 not shareable, 1 of a seller in no group: 8.
  await publish(sellers.zeta, palermo(), 3);
  await publish(sellers.alfa, palermo(), 1);
  await publish(sellers.alfa, pilar(), 6);
  await publish(sellers.corredor, palermo(), 2);
  await publish(sellers.socio, palermo(), 1, false);
  await publish(null, palermo(), 1);
  group.zeta = await groups.createGroup(sellers.zeta, { name: 'Zeta Inmobiliarias' });
  group.alfa = await groups.createGroup(sellers.alfa, { name: 'Alfa Propiedades' });
  group.norte = await groups.createGroup(sellers.socio, {
    name: 'Corredores del Norte',
    public: false,
    discoverable: true,
    address: pilar(),
  });
  await groups.join(group.norte, sellers.socio, sellers.corredor);
  group.vacia = await groups.createGroup(sellers.socio, { name: 'Red Vacía' });
});
afterAll(() => world.stop());

describe('the directory ranked by local coverage', () => {
  it('puts first the group holding most of the place’s publications, not the biggest portfolio', async () => {
    expect(ranking(await directory('?search=palermo&orderBy=coverage'))).toEqual([
      ['Zeta Inmobiliarias', 37.5],
      ['Corredores del Norte', 25],
      ['Alfa Propiedades', 12.5],
    ]);
    const [first] = await directory('?search=Palermo&orderBy=coverage');
    expect(first).toMatchObject({ nearby_publications: 3, coverage: { place: 'Palermo', percent: 37.5 } });
  });

  it('lists every group by coverage around coordinates, and by name when asked', async () => {
    const [latitude, longitude] = palermo().geolocation.coordinates;
    expect(ranking(await directory(`?latitude=${latitude}&longitude=${longitude}&orderBy=coverage`))).toEqual([
      ['Zeta Inmobiliarias', 37.5],
      ['Corredores del Norte', 25],
      ['Alfa Propiedades', 12.5],
      ['Red Vacía', 0],
    ]);
    expect(ranking(await directory('?search=pilar'))).toEqual([
      ['Alfa Propiedades', 100],
      ['Corredores del Norte', 0],
    ]);
    expect(ranking(await directory('?search=red'))).toEqual([
      ['Corredores del Norte', null],
      ['Red Vacía', null],
    ]);
  });

  it('follows publications and members as they change', async () => {
    const [moved] = await publish(sellers.alfa, pilar(), 1);
    const metadata = eventMetadata({ ...systemContext(world.platform.clock.now()), userId: sellers.alfa.userId });
    const fields = publicationFields({ typeId: ids.typeId('inmuebles'), title: 'Depto', address: palermo() });
    const changed = await world.platform.store.append(
      publicationStream(moved!),
      [{ type: 'publication.changed.v1', data: { ...fields, publicationId: moved! }, metadata }],
      'any',
    );
    await world.platform.runner.waitFor(changed.checkpoint, 30_000);
    await publish(sellers.alfa, palermo(), 2);
    expect(ranking(await directory('?search=palermo&orderBy=coverage'))).toEqual([
      ['Alfa Propiedades', 36.4],
      ['Zeta Inmobiliarias', 27.3],
      ['Corredores del Norte', 18.2],
    ]);
    expect((await groups.call('DELETE', `/account/group/${group.norte}`, sellers.corredor)).statusCode).toBe(200);
    expect(ranking(await directory('?search=palermo&orderBy=coverage'))).toEqual([
      ['Alfa Propiedades', 36.4],
      ['Zeta Inmobiliarias', 27.3],
    ]);
  });

  it('rebuilds identical coverage tables, twice', async () => {
    const projections = PROJECTIONS.filter((projection) => projection.name === 'group_portfolios');
    const tables = await replayTwice(world.platform, projections);
    expect(tables.before.group_portfolio!.length).toBe(3 + 10);
    expect(tables.afterFirstReplay).toEqual(tables.before);
    expect(tables.afterSecondReplay).toEqual(tables.before);
  });
});
