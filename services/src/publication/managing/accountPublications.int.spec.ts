// GET/POST/PUT/DELETE /api/account/publication…: who may call, and what the creator gets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../testing/images.ts';
import { bearer } from '../../testing/testPlatform.ts';
import { type PublicationWorld, startPublicationWorld } from '../testing/publicationWorld.ts';

let world: PublicationWorld;
let seller: string;
let otherSeller: string;
let customer: string;

beforeAll(async () => {
  world = await startPublicationWorld();
  [seller, otherSeller, customer] = await Promise.all([
    world.tokenFor({ premium: true }),
    world.tokenFor({ premium: true }),
    world.tokenFor(),
  ]);
});
afterAll(() => world.stop());

const property = (changes: Record<string, unknown> = {}) => ({
  type_id: world.types.inmuebles,
  title: 'Departamento 3 ambientes en Palermo',
  description: 'Luminoso, a metros del subte D.',
  categories: [world.categories.Departamento],
  amount: 145_000,
  currency: 'USD',
  operation: 'sale',
  address: { title: 'Palermo, CABA', geolocation: { coordinates: [-34.5875, -58.4205] } },
  extras: { ambientes: 3, dormitorios: 2, banos: 1, cochera: true, amenities: ['pileta', 'parrilla'] },
  ...changes,
});

async function create(token = seller, changes: Record<string, unknown> = {}, pictures = 1) {
  const files = await Promise.all(
    Array.from({ length: pictures }, async (_, index) => ({
      bytes: await solidPng(400 + index, 300),
      filename: `foto-${index}.png`,
      type: 'image/png',
    })),
  );
  return world.sendForm(token, '/api/account/publication', { data: JSON.stringify(property(changes)) }, files);
}

describe('who may use the account publication routes', () => {
  const routes = [
    { method: 'GET', url: '/api/account/publication' },
    { method: 'GET', url: '/api/account/publication/profileCount' },
    { method: 'POST', url: '/api/account/publication/field', payload: { name: 'title' } },
    { method: 'GET', url: '/api/account/publication/00000000-0000-4000-8000-000000000000' },
    { method: 'POST', url: '/api/account/publication' },
    { method: 'DELETE', url: '/api/account/publication/00000000-0000-4000-8000-000000000000' },
    { method: 'PUT', url: '/api/account/publication/00000000-0000-4000-8000-000000000000/priority' },
    { method: 'POST', url: '/api/account/publication/autocomplete' },
  ] as const;

  it('asks visitors to sign in and non-premium users to become premium', async () => {
    for (const route of routes) {
      const visitor = await world.inject(route);
      expect(visitor.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(visitor.json().message).toBe('Necesitas estar logueado.');
      const nonPremium = await world.inject({ ...route, headers: bearer(customer) });
      expect(nonPremium.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(nonPremium.json().message).toBe('Debes ser un usuario premium.');
    }
  });

  it("hides another seller's publication: 404 to read, change, prioritise or delete it", async () => {
    const id = (await create()).json().data.id;
    const url = `/api/account/publication/${id}`;
    const other = bearer(otherSeller);
    expect((await world.inject({ method: 'GET', url, headers: other })).statusCode).toBe(404);
    expect((await world.sendForm(otherSeller, url, { data: JSON.stringify(property()) })).statusCode).toBe(404);
    const priority = {
      method: 'PUT' as const,
      url: `${url}/priority`,
      payload: { priority: 'urgente' },
      headers: other,
    };
    expect((await world.inject(priority)).statusCode).toBe(404);
    expect((await world.inject({ method: 'DELETE', url, headers: other })).statusCode).toBe(404);
    expect((await world.inject({ method: 'GET', url, headers: bearer(seller) })).statusCode).toBe(200);
  });
});

describe('the creator', () => {
  it("creates a publication ('Publicación cargada correctamente.') and reads it back", async () => {
    const response = await create(seller, {}, 2);
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe('Publicación cargada correctamente.');
    expect(data).toMatchObject({
      title: 'Departamento 3 ambientes en Palermo',
      categories: [{ id: world.categories.Departamento, name: 'Departamento', slug: 'departamento' }],
      amount: 145_000,
      currency: 'USD',
      extras: { ambientes: 3, dormitorios: 2, banos: 1, cochera: true, amenities: ['pileta', 'parrilla'] },
      public: true,
      shareable: true,
      created_by: 'user',
      editable: true,
      deletable: true,
      locked_reason: null,
      priority: null,
      users: [{ name: 'Persona de prueba', pivot: { creator: true } }],
    });
    expect(data.medias.map((media: { number: number }) => media.number)).toEqual([0, 1]);
    expect(data.medias[0]).toMatchObject({
      type: 'image',
      location: 'publications',
      info: { width: 400, height: 300 },
    });
    const read = await world.inject({
      method: 'GET',
      url: `/api/account/publication/${data.id}`,
      headers: bearer(seller),
    });
    expect(read.json()).toEqual(data);
  });

  it("changes it with POST and _method=PUT ('Publicación actualizada correctamente.'), keeping chosen pictures", async () => {
    const created = (await create(seller, {}, 2)).json().data;
    const [first, second] = created.medias.map((media: { id: string }) => media.id);
    const data = JSON.stringify(property({ title: 'Departamento reciclado en Palermo', medias: [second] }));
    const picture = { bytes: await solidPng(640, 480), filename: 'nueva.png', type: 'image/png' };
    const response = await world.sendForm(seller, `/api/account/publication/${created.id}`, { _method: 'PUT', data }, [
      picture,
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Publicación actualizada correctamente.');
    const updated = response.json().data;
    expect(updated.title).toBe('Departamento reciclado en Palermo');
    expect(updated.medias.map((media: { id: string }) => media.id)[0]).toBe(second);
    expect(updated.medias.map((media: { id: string }) => media.id)).not.toContain(first);
    expect(updated.medias.map((media: { number: number }) => media.number)).toEqual([0, 1]);
    expect(updated.medias[1].info).toMatchObject({ width: 640, height: 480 });
  });

  it("sets a priority with its description and clears it ('Quitar')", async () => {
    const id = (await create()).json().data.id;
    const url = `/api/account/publication/${id}/priority`;
    const set = await world.inject({
      method: 'PUT',
      url,
      headers: bearer(seller),
      payload: { priority: 'oportunidad', priority_description: 'Bajó de precio' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      message: 'Publicación actualizada correctamente.',
      data: { priority: 'oportunidad', priority_description: 'Bajó de precio' },
    });
    world.clock.advance(16 * 24 * 60 * 60 * 1000);
    const expired = await world.inject({
      method: 'GET',
      url: `/api/account/publication/${id}`,
      headers: bearer(seller),
    });
    expect(expired.json().priority).toBeNull();
    const unknown = await world.inject({
      method: 'PUT',
      url,
      headers: bearer(seller),
      payload: { priority: 'eterna' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ priority: ['El valor ingresado no es válido'] });
    const cleared = await world.inject({ method: 'PUT', url, headers: bearer(seller), payload: { priority: null } });
    expect(cleared.json().data).toMatchObject({ priority: null, priority_description: null });
  });

  it("deletes it ('Publicación eliminada correctamente.'), after which it is gone", async () => {
    const id = (await create()).json().data.id;
    const url = `/api/account/publication/${id}`;
    const deleted = await world.inject({ method: 'DELETE', url, headers: bearer(seller) });
    expect(deleted.json()).toEqual({ message: 'Publicación eliminada correctamente.' });
    expect((await world.inject({ method: 'GET', url, headers: bearer(seller) })).statusCode).toBe(404);
  });
});

describe('the list, the count and field suggestions', () => {
  it('lists only own publications in title order, 20 a page, searchable without accents', async () => {
    const lister = await world.tokenFor({ premium: true });
    const titles = ['Casa en Tigre', 'Depto en Belgrano', 'Ático en Núñez', 'Cochera en Caballito'];
    for (const title of titles) await create(lister, { title });
    await create(otherSeller, { title: 'Casa ajena' });
    const list = await world.inject({ method: 'GET', url: '/api/account/publication', headers: bearer(lister) });
    expect(list.json()).toMatchObject({ total: 4, current_page: 1, last_page: 1, prev_page_url: null });
    expect(list.json().data.map((item: { title: string }) => item.title)).toEqual([
      'Ático en Núñez',
      'Casa en Tigre',
      'Cochera en Caballito',
      'Depto en Belgrano',
    ]);
    const search = async (text: string) =>
      (
        await world.inject({
          method: 'GET',
          url: `/api/account/publication?search=${encodeURIComponent(text)}`,
          headers: bearer(lister),
        })
      )
        .json()
        .data.map((item: { title: string }) => item.title);
    expect(await search('nunez')).toEqual(['Ático en Núñez']);
    expect(await search('casas')).toEqual(['Casa en Tigre']);
    expect(await search('pileta')).toHaveLength(4);
    const paged = await world.inject({
      method: 'GET',
      url: '/api/account/publication?take=3&page=2',
      headers: bearer(lister),
    });
    expect(paged.json()).toMatchObject({ current_page: 2, last_page: 2, data: [{ title: 'Depto en Belgrano' }] });

    const count = await world.inject({
      method: 'GET',
      url: '/api/account/publication/profileCount',
      headers: bearer(lister),
    });
    expect(count.json()).toEqual({ count: 4 });
    const field = await world.inject({
      method: 'POST',
      url: '/api/account/publication/field',
      headers: bearer(lister),
      payload: { name: 'title' },
    });
    expect(field.json().value).toEqual(expect.arrayContaining(titles));
    expect(field.json().value).not.toContain('Casa ajena');
  });

  it('counts created publications on the account (publications_count_true)', async () => {
    const counted = await world.accountFor({ premium: true });
    await create(counted.token);
    const user = await world.inject({ method: 'GET', url: '/api/user', headers: bearer(counted.token) });
    expect(user.json()).toMatchObject({ publications_count_true: 1, publications_count_false: 0 });
  });
});
