// Over HTTP: a property is published with its operation, and shown with it; without one the form is
// refused and nothing is recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../testing/images.ts';
import { bearer } from '../../testing/testPlatform.ts';
import { type PublicationWorld, startPublicationWorld } from '../testing/publicationWorld.ts';

let world: PublicationWorld;
let seller: string;

beforeAll(async () => {
  world = await startPublicationWorld();
  seller = await world.tokenFor({ premium: true });
});
afterAll(() => world.stop());

const flat = (changes: Record<string, unknown>) => ({
  type_id: world.types.inmuebles,
  title: 'Departamento 2 ambientes en Villa Crespo',
  categories: [world.categories.Departamento],
  amount: 450_000,
  currency: 'ARS',
  address: { title: 'Villa Crespo, CABA', geolocation: { coordinates: [-34.5995, -58.4384] } },
  extras: { ambientes: 2, expensas: 80_000 },
  ...changes,
});
const picture = async () => ({ bytes: await solidPng(300, 200), filename: 'depto.png', type: 'image/png' });
const publish = async (changes: Record<string, unknown>) =>
  world.sendForm(seller, '/api/account/publication', { data: JSON.stringify(flat(changes)) }, [await picture()]);

describe('publishing a property', () => {
  it('asks for the operation and records nothing without it', async () => {
    const before = await world.platform.store.headCheckpoint();
    const response = await publish({});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ operation: ['Este campo es obligatorio'] });
    expect(await world.platform.store.headCheckpoint()).toEqual(before);
  });

  it('refuses an operation that does not exist with a Spanish message', async () => {
    const response = await publish({ operation: 'permuta' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['operation']);
  });

  it('shows a rent with its price per month, and a temporary rent per night or per month', async () => {
    const rent = await publish({ operation: 'rent' });
    expect(rent.statusCode).toBe(201);
    expect(rent.json().data).toMatchObject({ operation: 'rent', price_period: 'month', amount: 450_000 });
    const season = await publish({ operation: 'temporary_rent', amount: 65, currency: 'USD' });
    expect(season.json().data).toMatchObject({ operation: 'temporary_rent', price_period: 'night' });
    const id = season.json().data.id;
    const read = await world.inject({ method: 'GET', url: `/api/account/publication/${id}`, headers: bearer(seller) });
    expect(read.json()).toMatchObject({ operation: 'temporary_rent', price_period: 'night', currency: 'USD' });
  });

  it('gives other types no operation', async () => {
    const response = await world.sendForm(
      seller,
      '/api/account/publication',
      {
        data: JSON.stringify({
          type_id: world.types.vehiculos,
          title: 'Toyota Hilux SRV 2019',
          amount: 38_000,
          currency: 'USD',
          operation: 'rent',
        }),
      },
      [await picture()],
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ operation: null, price_period: null });
  });
});
