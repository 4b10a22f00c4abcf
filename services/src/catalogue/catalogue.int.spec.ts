import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform } from '../testing/demoWorldTemplate.ts';
import { bearer, type TestPlatform } from '../testing/testPlatform.ts';

let world: TestPlatform;
let typesAdmin: string;
let extrasAdmin: string;
let member: string;

beforeAll(async () => {
  world = await startDemoPlatform();
  typesAdmin = await world.tokenFor({ permissions: ['types', 'categories'] });
  extrasAdmin = await world.tokenFor({ permissions: ['extras'] });
  member = await world.tokenFor({ premium: true });
});
afterAll(() => world.stop());

const inject = (options: InjectOptions) => world.app.inject(options);
const extraIds = async (slugs: string[]) => {
  const response = await inject({ method: 'GET', url: '/api/admin/extra/list', headers: bearer(typesAdmin) });
  const extras = response.json() as { id: string; slug: string }[];
  return slugs.map((slug) => extras.find((extra) => extra.slug === slug)!.id);
};
const typeBody = (slug: string, extras: string[] = []) => ({
  slug,
  translations: { es: { title: 'Náutica' } },
  config: { fields: ['title', 'amount'], extras },
});

describe('GET /api/configuration', () => {
  it('serves the seeded catalogue to a visitor: types with extras in form order and their categories', async () => {
    const response = await inject({ method: 'GET', url: '/api/configuration' });
    expect(response.statusCode).toBe(200);
    const configuration = response.json();
    expect(configuration.types.map((type: { slug: string }) => type.slug)).toEqual([
      'inmuebles',
      'productos',
      'vehiculos',
    ]);
    const properties = configuration.types[0];
    expect(properties.extras.map((extra: { slug: string }) => extra.slug).slice(0, 3)).toEqual([
      'ambientes',
      'dormitorios',
      'banos',
    ]);
    expect(properties.categories.map((category: { name: string }) => category.name)).toContain('Departamento');
    expect(configuration.currencies.map((currency: { code: string }) => currency.code)).toEqual(['ARS', 'USD']);
    expect(configuration.priorities[0]).toMatchObject({
      color: expect.any(String),
      icon: expect.any(String),
      expires_in: expect.any(Number),
    });
    expect(configuration.MODEL.user.permissions).toContain('promocodes');
    expect(configuration.FIELDS.extra_types).toContain('tags');
  });
});

describe('admin publication types', () => {
  it('creates, lists, changes and deletes a type', async () => {
    const [marca] = await extraIds(['marca']);
    const created = await inject({
      method: 'POST',
      url: '/api/admin/type',
      headers: bearer(typesAdmin),
      payload: typeBody('nautica', [marca!]),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Tipo creado correctamente.',
      data: { slug: 'nautica', config: { extras: [marca] } },
    });
    const id = created.json().data.id;

    const list = await inject({ method: 'GET', url: '/api/admin/type?search=naut', headers: bearer(typesAdmin) });
    expect(list.json()).toMatchObject({ total: 1, current_page: 1, last_page: 1, data: [{ id }] });

    const changed = await inject({
      method: 'PUT',
      url: `/api/admin/type/${id}`,
      headers: bearer(typesAdmin),
      payload: { ...typeBody('embarcaciones'), translations: { es: { title: 'Embarcaciones' } } },
    });
    expect(changed.json()).toMatchObject({
      message: 'Tipo actualizado correctamente.',
      data: { slug: 'embarcaciones' },
    });

    const deleted = await inject({ method: 'DELETE', url: `/api/admin/type/${id}`, headers: bearer(typesAdmin) });
    expect(deleted.json()).toEqual({ message: 'Tipo eliminado correctamente.' });
    const gone = await inject({ method: 'GET', url: `/api/admin/type/${id}`, headers: bearer(typesAdmin) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('No se encontró la información que buscaba.');

    // The freed slugs can be used again.
    const again = await inject({
      method: 'POST',
      url: '/api/admin/type',
      headers: bearer(typesAdmin),
      payload: typeBody('embarcaciones'),
    });
    expect(again.statusCode).toBe(201);
  });

  it('answers bad payloads with 422 and Spanish field messages, and changes nothing', async () => {
    const before = await world.platform.store.headCheckpoint();
    const response = await inject({
      method: 'POST',
      url: '/api/admin/type',
      headers: bearer(typesAdmin),
      payload: { slug: 'Con Espacios', translations: { es: { title: 'ab' } }, config: { fields: ['precio'] } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      slug: ['Solo puede contener letras minúsculas, números y guiones bajos'],
      'translations.es.title': ['Este campo debe tener al menos 3 caracteres'],
      'config.fields.0': ['El valor ingresado no es válido'],
    });
    const missing = await inject({ method: 'POST', url: '/api/admin/type', headers: bearer(typesAdmin), payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.slug).toEqual(['Este campo es obligatorio']);
    expect(await world.platform.store.headCheckpoint()).toEqual(before);
  });

  it('refuses a slug in use and an extra chosen twice', async () => {
    const taken = await inject({
      method: 'POST',
      url: '/api/admin/type',
      headers: bearer(typesAdmin),
      payload: typeBody('inmuebles'),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['El slug ya se encuentra en uso.'] });

    const [marca] = await extraIds(['marca']);
    const twice = await inject({
      method: 'POST',
      url: '/api/admin/type',
      headers: bearer(typesAdmin),
      payload: typeBody('motos_de_agua', [marca!, marca!]),
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ 'config.extras.1': ['El extra Marca ya se encuentra seleccionado.'] });
    // The slug held during the refused write was given back.
    const retry = await inject({
      method: 'POST',
      url: '/api/admin/type',
      headers: bearer(typesAdmin),
      payload: typeBody('motos_de_agua', [marca!]),
    });
    expect(retry.statusCode).toBe(201);
  });
});

describe('admin categories and extras', () => {
  it('creates a category for a type and filters the list by type', async () => {
    const configuration = (await inject({ method: 'GET', url: '/api/configuration' })).json();
    const vehicles = configuration.types.find((type: { slug: string }) => type.slug === 'vehiculos');
    const created = await inject({
      method: 'POST',
      url: '/api/admin/category',
      headers: bearer(typesAdmin),
      payload: { type_id: vehicles.id, name: 'Náuticos y acuáticos' },
    });
    expect(created.json()).toMatchObject({
      message: 'Categoría creada correctamente.',
      data: { slug: 'nauticos-y-acuaticos' },
    });
    const list = await inject({
      method: 'GET',
      url: `/api/admin/category?type_id=${vehicles.id}&take=50`,
      headers: bearer(typesAdmin),
    });
    expect(list.json().data.map((category: { name: string }) => category.name)).toEqual([
      'Autos',
      'Camionetas',
      'Motos',
      'Náuticos y acuáticos',
      'Utilitarios',
    ]);
  });

  it('asks for options on a select extra and accepts it with them', async () => {
    const base = { slug: 'eslora', translations: { es: { title: 'Eslora' } } };
    const withoutOptions = await inject({
      method: 'POST',
      url: '/api/admin/extra',
      headers: bearer(extrasAdmin),
      payload: { ...base, config: { type: 'select' } },
    });
    expect(withoutOptions.statusCode).toBe(422);
    expect(withoutOptions.json().errors).toEqual({ 'config.options': ['Este campo es obligatorio'] });
    const options = [{ slug: 'corta', translations: { es: { title: 'Hasta 6 m' } } }];
    const created = await inject({
      method: 'POST',
      url: '/api/admin/extra',
      headers: bearer(extrasAdmin),
      payload: { ...base, config: { type: 'select', options } },
    });
    expect(created.json()).toMatchObject({
      message: 'Extra creado correctamente.',
      data: { slug: 'eslora', config: { type: 'select', searchable: true } },
    });
  });
});

describe('who may call the admin catalogue', () => {
  const routes = [
    { method: 'GET', url: '/api/admin/type' },
    { method: 'POST', url: '/api/admin/category' },
    { method: 'GET', url: '/api/admin/extra/list' },
  ] as const;

  it('sends a visitor to log in', async () => {
    for (const route of routes) {
      const response = await inject(route);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Necesitas estar logueado.');
    }
  });

  it('forbids users without the section permission, premium or not', async () => {
    for (const route of routes) {
      const response = await inject({ ...route, headers: bearer(member) });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('No tienes los permisos suficientes.');
    }
    const wrongSection = await inject({ method: 'GET', url: '/api/admin/type', headers: bearer(extrasAdmin) });
    expect(wrongSection.statusCode).toBe(403);
  });

  it('treats a forged or malformed token as no session', async () => {
    const forged = await inject({
      method: 'GET',
      url: '/api/admin/type',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(forged.statusCode).toBe(401);
  });
});
