// Visitor routes: storefronts (GET /api/user/{slug}) and the place autocomplete (POST /api/map/…),
// and the quick-create autocomplete of the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../testing/images.ts';
import { bearer, type TestAccount } from '../../testing/testPlatform.ts';
import { type PublicationWorld, startPublicationWorld } from '../testing/publicationWorld.ts';

let world: PublicationWorld;
let seller: TestAccount;

beforeAll(async () => {
  world = await startPublicationWorld();
  seller = await world.accountFor({ premium: true });
  await world.inject({
    method: 'POST',
    url: '/api/user/slug',
    headers: bearer(seller.token),
    payload: { slug: 'tienda-de-prueba' },
  });
});
afterAll(() => world.stop());

async function publish(title: string, visible: boolean, pictures: number) {
  const files = await Promise.all(
    Array.from({ length: pictures }, async () => ({
      bytes: await solidPng(200, 100),
      filename: 'f.png',
      type: 'image/png',
    })),
  );
  const data = JSON.stringify({ type_id: world.types.productos, title, public: visible });
  return (await world.sendForm(seller.token, '/api/account/publication', { data }, files)).json().data;
}

describe('GET /api/user/{slug}', () => {
  it('shows a visitor the public publications and the collage, hiding private ones', async () => {
    await publish('Zapatillas urbanas', true, 2);
    await publish('Mate de calabaza', true, 1);
    await publish('Borrador privado', false, 1);
    const response = await world.inject({ method: 'GET', url: '/api/user/tienda-de-prueba' });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile.user).toEqual({
      id: seller.userId,
      name: 'Persona de prueba',
      slug: 'tienda-de-prueba',
      avatar_url: null,
      is_premium: true,
      contact_types: ['email'],
    });
    expect(profile.publications.map((item: { title: string }) => item.title)).toEqual([
      'Mate de calabaza',
      'Zapatillas urbanas',
    ]);
    expect(profile.publications[0]).toMatchObject({ editable: false, deletable: false });
    expect(profile.images).toHaveLength(3);
    expect(profile.images[0]).toBe(profile.publications[0].medias[0].file_url);
    const account = await world.inject({ method: 'GET', url: '/api/user', headers: bearer(seller.token) });
    expect(account.json().images).toEqual(profile.images);
  });

  it('tells the owner what they may edit, and answers 404 for an unknown store', async () => {
    const own = await world.inject({ method: 'GET', url: '/api/user/tienda-de-prueba', headers: bearer(seller.token) });
    expect(own.json().publications[0]).toMatchObject({ editable: true, deletable: true });
    const unknown = await world.inject({ method: 'GET', url: '/api/user/no-existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No se encontró la información que buscaba.');
  });
});

describe('POST /api/map/autocomplete and /api/map/place', () => {
  it('suggests places from three characters and gives a place by its reference', async () => {
    const suggestions = await world.inject({
      method: 'POST',
      url: '/api/map/autocomplete',
      payload: { search: 'palermo' },
    });
    expect(suggestions.statusCode).toBe(200);
    const [first] = suggestions.json();
    expect(first).toEqual({ reference: expect.any(String), description: expect.stringContaining('Palermo') });
    const place = await world.inject({
      method: 'POST',
      url: '/api/map/place',
      payload: { reference: first.reference },
    });
    expect(place.json()).toMatchObject({
      reference: first.reference,
      name: 'Palermo',
      coordinates: [expect.any(Number), expect.any(Number)],
    });
  });

  it('wants at least three characters, and answers 404 for an unknown reference', async () => {
    const short = await world.inject({ method: 'POST', url: '/api/map/autocomplete', payload: { search: 'pa' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ search: ['Este campo debe tener al menos 3 caracteres'] });
    const unknown = await world.inject({
      method: 'POST',
      url: '/api/map/place',
      payload: { reference: 'ningun-lugar' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/account/publication/autocomplete', () => {
  it("reads the seller's sentence into the type's fields", async () => {
    const response = await world.inject({
      method: 'POST',
      url: '/api/account/publication/autocomplete',
      headers: bearer(seller.token),
      payload: {
        type_id: world.types.inmuebles,
        text: 'Vendo departamento de 3 ambientes con cochera en Palermo, U$S 150.000',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      amount: 150_000,
      currency: 'USD',
      categories: [world.categories.Departamento],
      extras: { ambientes: 3, cochera: true },
      address: { title: expect.stringContaining('Palermo') },
    });
  });

  it('reads the units on hand for a type with stock', async () => {
    const response = await world.inject({
      method: 'POST',
      url: '/api/account/publication/autocomplete',
      headers: bearer(seller.token),
      payload: { type_id: world.types.productos, text: 'Remeras lisas talle M, x 4 unidades, $ 12.000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ amount: 12_000, currency: 'ARS', stock: 4 });
  });

  it('wants a sentence of 20 to 1000 characters', async () => {
    const response = await world.inject({
      method: 'POST',
      url: '/api/account/publication/autocomplete',
      headers: bearer(seller.token),
      payload: { type_id: world.types.inmuebles, text: 'Depto 3 amb' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ text: ['Este campo debe tener al menos 20 caracteres'] });
  });
});
