// The admin back office's microsites (permission microsites): create with logos, list by host,
// change with POST and _method=PUT, one microsite per host, users with one default, delete.
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECTIONS } from '@app/projections';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from '../media/mediaStorage.ts';
import { solidPng } from '../testing/images.ts';
import { replayTwice } from '../testing/replayTwice.ts';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../testing/testPlatform.ts';
import { micrositeWorld } from './testing/micrositeWorld.ts';

let world: TestPlatform;
let sites: ReturnType<typeof micrositeWorld>;
let admin: TestAccount;
let mediaDirectory: string;

const png = async (width: number, height: number) => ({
  bytes: await solidPng(width, height),
  filename: 'logo.png',
  type: 'image/png',
});
const style = { primary_color: '#C92A2A', primary_shade: 7, radius: 'lg', font: 'serif' };

beforeAll(async () => {
  mediaDirectory = path.join(tmpdir(), `microsite-media-${process.pid}-${Date.now()}`);
  world = await startTestPlatform({}, { media: new LocalMediaStorage(mediaDirectory) });
  sites = micrositeWorld(world.app);
  admin = await world.accountFor({ permissions: ['microsites'] });
});
afterAll(async () => {
  await world.stop();
  await rm(mediaDirectory, { recursive: true, force: true });
});

const storedFiles = async () => readdir(path.join(mediaDirectory, 'microsites')).catch(() => [] as string[]);

describe('admin microsites', () => {
  it('creates one pending with a normalised host, its style and three logos; lists it by host', async () => {
    const created = await sites.create(
      admin,
      { name: 'Marca Propiedades', host: 'Marca.Localhost:3000', style, settings: { users: true, groups: false } },
      { logo_main: await png(800, 200), logo_secondary: await png(300, 100), logo_square: await png(700, 400) },
    );
    expect(created.statusCode).toBe(201);
    const { message, data } = created.json();
    expect(message).toBe('Micrositio creado correctamente.');
    expect(data).toMatchObject({
      name: 'Marca Propiedades',
      host: 'marca.localhost',
      status: 'pending',
      style: { primary_color: '#c92a2a', primary_shade: 7, radius: 'lg', font: 'serif' },
      settings: { users: true, groups: false },
      default_user_id: null,
    });
    const square = await world.app.inject({ method: 'GET', url: data.logo_square_url });
    expect(await sharp(square.rawPayload).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    const main = await world.app.inject({ method: 'GET', url: data.logo_main_url });
    expect(await sharp(main.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 200 });
    const list = (await sites.call('GET', '/api/admin/microsite?search=marca', admin)).json();
    expect(list).toMatchObject({ total: 1, data: [{ id: data.id, host: 'marca.localhost' }] });
  });

  it('keeps one microsite per host, and gives the host back when it changes or is deleted', async () => {
    const first = await sites.createOk(admin, { name: 'Primero', host: 'uno.example.com' });
    const taken = await sites.create(admin, { name: 'Segundo', host: 'UNO.example.com' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ host: ['Ese dominio ya pertenece a otro micrositio.'] });
    const moved = await sites.update(admin, first, { name: 'Primero', host: 'dos.example.com', status: 'active' });
    expect(moved.json()).toMatchObject({
      message: 'Micrositio actualizado correctamente.',
      data: { host: 'dos.example.com', status: 'active' },
    });
    const second = await sites.createOk(admin, { name: 'Segundo', host: 'uno.example.com' });
    expect((await sites.call('DELETE', `/api/admin/microsite/${first}`, admin)).json()).toEqual({
      message: 'Micrositio eliminado correctamente.',
    });
    expect((await sites.call('GET', `/api/admin/microsite/${first}`, admin)).statusCode).toBe(404);
    expect((await sites.update(admin, second, { name: 'Segundo', host: 'dos.example.com' })).statusCode).toBe(200);
  });

  it('refuses a URL for a host, a short name and a logo that is not an image, storing nothing', async () => {
    const before = await storedFiles();
    const url = await sites.create(admin, { name: 'Marca', host: 'https://marca.com.ar/tienda' });
    expect(url.statusCode).toBe(422);
    expect(url.json().errors.host).toEqual([
      'Ingresá un dominio, sin http:// ni rutas (por ejemplo inmobiliaria.com.ar).',
    ]);
    const short = await sites.create(admin, { name: 'Ma', host: 'corto.example.com' });
    expect(short.json().errors.name).toEqual(['Este campo debe tener al menos 3 caracteres']);
    const text = { bytes: Buffer.from('no soy una imagen'), filename: 'logo.png', type: 'image/png' };
    const notImage = await sites.create(
      admin,
      { name: 'Marca', host: 'logo.example.com' },
      { logo_main: await png(400, 100), logo_square: text },
    );
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors).toEqual({
      logo_square: ['El logo debe ser una imagen (jpg, jpeg, png, webp o bmp).'],
    });
    expect(await storedFiles()).toEqual(before);
    // The refused request held no host: another microsite may take it.
    expect((await sites.create(admin, { name: 'Marca', host: 'logo.example.com' })).statusCode).toBe(201);
  });

  it('adds premium accounts only, keeps exactly one default, and moves it by toggling', async () => {
    const id = await sites.createOk(admin, { name: 'Usuarios', host: 'usuarios.example.com' });
    const [ana, beto, plain] = [
      await world.accountFor({ premium: true }),
      await world.accountFor({ premium: true }),
      await world.accountFor(),
    ];
    const refused = await sites.addUser(admin, id, plain.userId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ user_id: ['Solo se pueden agregar cuentas premium a un micrositio.'] });
    expect((await sites.addUser(admin, id, ana.userId)).json()).toMatchObject({
      message: 'Micrositio actualizado correctamente.',
      data: [{ id: ana.userId, default: true }],
    });
    await sites.addUser(admin, id, beto.userId);
    const toggled = await sites.call('PUT', `/api/admin/microsite/${id}/user/${beto.userId}`, admin, {
      payload: { default: true },
    });
    expect(toggled.json().data).toEqual([
      expect.objectContaining({ id: beto.userId, default: true }),
      expect.objectContaining({ id: ana.userId, default: false }),
    ]);
    const off = await sites.call('PUT', `/api/admin/microsite/${id}/user/${beto.userId}`, admin, {
      payload: { default: false },
    });
    expect(off.statusCode).toBe(422);
    const removed = await sites.call('DELETE', `/api/admin/microsite/${id}/user/${beto.userId}`, admin);
    expect(removed.json().data).toEqual([expect.objectContaining({ id: ana.userId, default: true })]);
    expect((await sites.call('GET', `/api/admin/microsite/${id}`, admin)).json()).toMatchObject({
      default_user_id: ana.userId,
      users_count: 1,
    });
  });

  it('is closed to everyone without the microsites permission', async () => {
    const others = [await world.accountFor({ premium: true }), await world.accountFor({ permissions: ['groups'] })];
    for (const other of others) {
      expect((await sites.call('GET', '/api/admin/microsite', other)).statusCode).toBe(403);
      expect((await sites.create(other, { name: 'Ajeno', host: 'ajeno.example.com' })).statusCode).toBe(403);
    }
    expect((await sites.call('GET', '/api/admin/microsite', null)).statusCode).toBe(401);
  });
});

describe('the microsites projection', () => {
  it('rebuilds identical tables, twice', async () => {
    const projections = PROJECTIONS.filter((projection) => projection.name === 'microsites');
    const tables = await replayTwice(world.platform, projections);
    expect(tables.before.microsites!.length).toBeGreaterThan(3);
    expect(tables.before.microsite_users!.length).toBe(1);
    expect(tables.afterFirstReplay).toEqual(tables.before);
    expect(tables.afterSecondReplay).toEqual(tables.before);
  });
});
