// The publication form's categories: the type's catalogue ones and each seller's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/testPlatform.ts';
import { type PublicationWorld, startPublicationWorld } from '../testing/publicationWorld.ts';

let world: PublicationWorld;
let seller: string;
let otherSeller: string;

beforeAll(async () => {
  world = await startPublicationWorld();
  [seller, otherSeller] = await Promise.all([world.tokenFor({ premium: true }), world.tokenFor({ premium: true })]);
});
afterAll(() => world.stop());

const addCategory = (token: string, name: string, typeId = world.types.productos) =>
  world.inject({
    method: 'POST',
    url: '/api/account/category',
    headers: bearer(token),
    payload: { type_id: typeId, name },
  });
const names = async (token: string, url: string) =>
  (await world.inject({ method: 'GET', url, headers: bearer(token) }))
    .json()
    .map((item: { name: string }) => item.name);

describe('seller categories', () => {
  it("adds a category of the seller's own ('Categoría creada correctamente.'), listed beside the type's", async () => {
    const response = await addCategory(seller, 'Camperas de abrigo');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Categoría creada correctamente.',
      data: { id: expect.any(String), name: 'Camperas de abrigo', slug: 'camperas-de-abrigo', icon: null },
    });
    const list = `/api/account/category/list?type_id=${world.types.productos}`;
    expect(await names(seller, list)).toEqual([
      'Calzado',
      'Camperas de abrigo',
      'Deportes',
      'Electrónica',
      'Hogar',
      'Indumentaria',
    ]);
    expect(await names(otherSeller, list)).not.toContain('Camperas de abrigo');
  });

  it('gives back the existing category instead of a second one of the same name', async () => {
    const first = (await addCategory(seller, 'Mochilas')).json().data;
    const again = await addCategory(seller, 'mochilas');
    expect(again.json().data.id).toBe(first.id);
    const catalogue = await addCategory(seller, 'Calzado');
    expect(catalogue.json().data.id).toBe(world.categories.Calzado);
  });

  it('suggests categories by a part of the name, ignoring accents', async () => {
    await addCategory(seller, 'Electrodomésticos');
    const url = `/api/account/category/suggestions?type_id=${world.types.productos}&search=electro`;
    expect(await names(seller, url)).toEqual(['Electrodomésticos', 'Electrónica']);
  });

  it('lets the seller use their own category on a publication, and no one else', async () => {
    const own = (await addCategory(seller, 'Bufandas')).json().data.id;
    const data = JSON.stringify({ type_id: world.types.productos, title: 'Bufanda de lana', categories: [own] });
    const created = await world.sendForm(seller, '/api/account/publication', { data });
    expect(created.json().data.categories).toEqual([{ id: own, name: 'Bufandas', slug: 'bufandas' }]);
    const foreign = await world.sendForm(otherSeller, '/api/account/publication', { data });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ 'categories.0': ['El valor ingresado no es válido'] });
  });

  it('wants a name of 3 to 255 characters and a type that exists', async () => {
    expect((await addCategory(seller, 'ab')).json().errors).toEqual({
      name: ['Este campo debe tener al menos 3 caracteres'],
    });
    expect((await addCategory(seller, 'x'.repeat(256))).json().errors).toEqual({
      name: ['Este campo debe tener 255 caracteres como máximo'],
    });
    const unknownType = await addCategory(seller, 'Camperas', '00000000-0000-4000-8000-000000000000');
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().errors).toEqual({ type_id: ['El valor ingresado no es válido'] });
  });

  it('is for premium sellers only', async () => {
    const customer = await world.tokenFor();
    const list = `/api/account/category/list?type_id=${world.types.productos}`;
    expect((await world.inject({ method: 'GET', url: list })).statusCode).toBe(401);
    expect((await world.inject({ method: 'GET', url: list, headers: bearer(customer) })).statusCode).toBe(403);
    expect((await addCategory(customer, 'Camperas')).json().message).toBe('Debes ser un usuario premium.');
  });
});
