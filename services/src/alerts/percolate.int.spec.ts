// The percolator: a new publication against saved searches with alerts on, narrowed by index and
// decided by each search's own conditions (type, category, place, price, extras, scope), leaving out
// what the person already decided.
import { projectionNamed } from '@app/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressAt, PLACES } from '../search/testing/searchCatalogueWorld.ts';
import { type SwipeWorld, startSwipeWorld } from '../swipe/testing/swipeWorld.ts';
import { replayTwice } from '../testing/replayTwice.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { AlertIndex } from './alertIndex.ts';
import { percolate } from './percolate.ts';
import { type AlertWorld, alertWorld } from './testing/alertWorld.ts';

let platform: TestPlatform;
let world: SwipeWorld;
let alerts: AlertWorld;
const searches: Record<string, string> = {};

// A swipe world and a leading live feed: minutes on a loaded machine.
beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startSwipeWorld(platform);
  alerts = alertWorld(platform, world);
  const { catalogue } = world;
  const homes = catalogue.typeId('inmuebles');
  const houses = catalogue.categoryId('inmuebles', 'Casa');
  const usd = (max: number) => ({ currency: 'USD', amount: { min: null, max } });
  const wanted = {
    anyHome: { filters: [{ type_id: homes }] },
    housesInPilar: { filters: [{ type_id: homes, category_id: houses }], places: [{ reference: PLACES.pilar }] },
    cheapInPalermo: { filters: [{ type_id: homes, ...usd(150_000) }], places: [{ reference: PLACES.palermo }] },
    threeRooms: { filters: [{ type_id: homes, extras: { ambientes: 3 } }] },
    vehicles: { filters: [{ type_id: catalogue.typeId('vehiculos') }] },
    // One market only (docs/decisions/operations.md): rents, never sales.
    rentals: { filters: [{ type_id: homes, operation: 'rent' }] },
    // Places narrow the flats; products, a type without an address, ignore them (SPEC.md section 5).
    flatsOrCheapProductsInPilar: {
      filters: [
        { type_id: homes, category_id: catalogue.categoryId('inmuebles', 'Departamento') },
        { type_id: catalogue.typeId('productos'), ...usd(100) },
      ],
      places: [{ reference: PLACES.pilar }],
    },
  };
  for (const [name, criteria] of Object.entries(wanted))
    searches[name] = await alerts.alertedSearch(world.owner, criteria);
  // Without alerts on: never a candidate.
  await world.call('POST', '/search', world.member, { order: 'newest', filters: [{ type_id: homes }] });
}, 240_000);
afterAll(() => platform.stop());

const pair = (search: string) => `${searches[search]}:${world.owner.userId}`;

function house(title: string, reference: string, amount: number, ambientes = 2) {
  return {
    typeId: world.catalogue.typeId('inmuebles'),
    title,
    categories: [world.catalogue.categoryId('inmuebles', 'Casa')],
    address: addressAt(reference, title),
    currency: 'USD' as const,
    amount,
    extras: { ambientes },
  };
}

describe('a new publication', () => {
  it('alerts the searches whose type, category, place and price it meets', async () => {
    const pilar = await alerts.publish(house('Casa quinta en Pilar', PLACES.pilar, 300_000));
    expect(await alerts.alerted(pilar)).toEqual([pair('anyHome'), pair('housesInPilar')].sort());
  });

  it('leaves out a search whose price band it exceeds, alerting it once within the band', async () => {
    const dear = await alerts.publish(house('Casa cara en Palermo', PLACES.palermo, 400_000));
    expect(await alerts.alerted(dear)).toEqual([pair('anyHome')]);
    const cheap = await alerts.publish(house('Casa chica en Palermo', PLACES.palermo, 100_000));
    expect(await alerts.alerted(cheap)).toEqual([pair('anyHome'), pair('cheapInPalermo')].sort());
  });

  it('alerts a search of rentals with a rental only, never with a sale', async () => {
    const rental = await alerts.publish({
      ...house('Casa en alquiler en Córdoba', PLACES.cordoba, 800),
      operation: 'rent',
      pricePeriod: 'month',
    });
    expect(await alerts.alerted(rental)).toEqual([pair('anyHome'), pair('rentals')].sort());
    const sale = await alerts.publish({
      ...house('Casa en venta en Córdoba', PLACES.cordoba, 90_000),
      operation: 'sale',
      pricePeriod: null,
    });
    expect(await alerts.alerted(sale)).toEqual([pair('anyHome')]);
  });

  it('meets an extra the search asks for', async () => {
    const roomy = await alerts.publish(house('Casa de 3 ambientes en Córdoba', PLACES.cordoba, 90_000, 3));
    expect(await alerts.alerted(roomy)).toEqual([pair('anyHome'), pair('threeRooms')].sort());
  });

  it('of another type alerts only that type’s searches', async () => {
    const truck = await alerts.publish({
      typeId: world.catalogue.typeId('vehiculos'),
      title: 'Camioneta usada',
      currency: 'ARS',
      amount: 20_000_000,
    });
    expect(await alerts.alerted(truck)).toEqual([pair('vehicles')]);
  });

  it('that is not public alerts nobody', async () => {
    const hidden = await alerts.publish({ ...house('Casa privada', PLACES.pilar, 200_000), public: false });
    expect(await alerts.alerted(hidden)).toEqual([]);
  });

  it('already decided by the person is not alerted to them there', async () => {
    const decided = await alerts.publish(house('Casa ya vista en Pilar', PLACES.pilar, 250_000));
    const liked = await world.call('POST', `/search/${searches.anyHome}/decision`, world.owner, {
      publication_id: decided,
      like: true,
    });
    expect(liked.statusCode).toBe(200);
    expect(await alerts.alerted(decided)).toEqual([pair('housesInPilar')]);
  });

  it('rejected by the person stays out of their other searches of the scope too', async () => {
    const rejected = await alerts.publish(house('Casa descartada en Pilar', PLACES.pilar, 250_000));
    const decision = { publication_id: rejected, like: false };
    expect((await world.call('POST', `/search/${searches.anyHome}/decision`, world.owner, decision)).statusCode).toBe(
      200,
    );
    expect(await alerts.alerted(rejected)).toEqual([]);
  });
});

describe('a publication without coordinates', () => {
  it('of a type with an address alerts only searches without places, found without reading the others', async () => {
    const unplaced = await alerts.publish({ ...house('Casa sin dirección', PLACES.pilar, 120_000), address: null });
    expect(await alerts.candidates(unplaced)).toEqual([searches.anyHome, searches.threeRooms].sort());
    expect(await alerts.alerted(unplaced)).toEqual([pair('anyHome')]);
  });

  it('of a type without an address alerts its searches whether they name places or not', async () => {
    const shoes = await alerts.publish({
      typeId: world.catalogue.typeId('productos'),
      title: 'Zapatillas de running',
      currency: 'USD',
      amount: 60,
    });
    expect(await alerts.alerted(shoes)).toEqual([pair('flatsOrCheapProductsInPilar')]);
  });
});

describe('the index in memory', () => {
  it('finds a search switched on after it loaded once re-read, and forgets it once switched off', async () => {
    const index = await AlertIndex.load(platform.platform.db);
    const band = { currency: 'USD', amount: { min: 777_000, max: 777_999 } };
    const homes = world.catalogue.typeId('inmuebles');
    const later = await alerts.alertedSearch(world.owner, { filters: [{ type_id: homes, ...band }] });
    const house777 = await alerts.publish(house('Casa de 777 mil en Córdoba', PLACES.cordoba, 777_500));
    const alertedBy = async () =>
      (await percolate(platform.platform, index, house777)).map((pair) => pair.search_id).sort();
    expect(await alertedBy()).toEqual([searches.anyHome]);
    await index.refresh(platform.platform.db, [later]);
    expect(await alertedBy()).toEqual([searches.anyHome, later].sort());
    const off = await world.call('PUT', `/search/${later}/alerts`, world.owner, { on: false, email: false });
    expect(off.statusCode).toBe(200);
    await index.refresh(platform.platform.db, [later]);
    expect(await alertedBy()).toEqual([searches.anyHome]);
  });
});

describe('the alerts projection', () => {
  it('rebuilds identical tables when replayed, twice', async () => {
    const tables = await replayTwice(platform.platform, [projectionNamed('alerts')!]);
    expect(tables.before.search_alerts).toHaveLength(Object.keys(searches).length);
    expect(tables.afterFirstReplay).toEqual(tables.before);
    expect(tables.afterSecondReplay).toEqual(tables.before);
  });
});
