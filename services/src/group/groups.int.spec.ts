// Groups over HTTP: create, show, change, members, leave; what each role gets (SPEC.md section 6).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../testing/images.ts';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../testing/testPlatform.ts';
import { CABA, type GroupWorld, groupWorld } from './testing/groupWorld.ts';

let world: TestPlatform;
let groups: GroupWorld;
let ana: TestAccount;
let beto: TestAccount;

beforeAll(async () => {
  world = await startTestPlatform();
  groups = groupWorld(world);
  ana = await groups.account({ premium: true });
  beto = await groups.account({ premium: true });
});
afterAll(() => world.stop());

const dataUrl = async (width: number, height: number) =>
  `data:image/png;base64,${(await solidPng(width, height)).toString('base64')}`;

describe('creating a group', () => {
  it('makes its premium creator the admin, with a square logo', async () => {
    const response = await groups.call('POST', '/account/group', ana, {
      name: 'Inmobiliarias de Palermo',
      description: 'Compartimos cartera',
      logo: await dataUrl(300, 200),
      public: true,
      discoverable: true,
      address: CABA,
    });
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe('Grupo cargado correctamente.');
    expect(data).toMatchObject({
      name: 'Inmobiliarias de Palermo',
      public: true,
      users_count: 1,
      pivot: { admin: true },
      address: CABA,
    });
    const logo = await world.app.inject({ method: 'GET', url: data.logo_url });
    const { width, height, format } = await sharp(logo.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 200, height: 200, format: 'webp' });
    const user = await groups.call('GET', '/user', ana);
    expect(user.json().groups).toEqual([
      { id: data.id, name: 'Inmobiliarias de Palermo', logo_url: data.logo_url, public: true, pivot: { admin: true } },
    ]);
  });

  it('refuses bad input in Spanish and records nothing', async () => {
    const before = await world.platform.store.headCheckpoint();
    const errorsOf = async (payload: object) => (await groups.call('POST', '/account/group', ana, payload)).json();
    expect((await errorsOf({ name: 'ab', discoverable: true })).errors).toEqual({
      name: ['Este campo debe tener al menos 3 caracteres'],
      address: ['Este campo es obligatorio'],
    });
    expect((await errorsOf({ name: 'Red', logo: 'data:image/png;base64,bm90IGFuIGltYWdl' })).errors).toEqual({
      logo: ['El logo debe ser una imagen (jpg, jpeg, png, webp o bmp).'],
    });
    expect(await world.platform.store.headCheckpoint()).toEqual(before);
  });

  it('is for premium users only', async () => {
    const visitor = await groups.call('POST', '/account/group', null, { name: 'Red Norte' });
    expect(visitor.statusCode).toBe(401);
    const free = await groups.call('POST', '/account/group', await groups.account(), { name: 'Red Norte' });
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toBe('Debes ser un usuario premium.');
  });
});

describe('a group and its members', () => {
  it('lists the caller’s groups by name, searchable', async () => {
    const carla = await groups.account({ premium: true });
    await groups.createGroup(carla, { name: 'Zona Oeste' });
    await groups.createGroup(carla, { name: 'Álamos' });
    const list = (await groups.call('GET', '/account/group', carla)).json();
    expect(list.data.map((group: { name: string }) => group.name)).toEqual(['Álamos', 'Zona Oeste']);
    expect((await groups.call('GET', '/account/group?search=alam', carla)).json().total).toBe(1);
  });

  it('is changed by admins, never from public to private', async () => {
    const groupId = await groups.createGroup(ana);
    await groups.join(groupId, ana, beto);
    const change = { name: 'Red Palermo Norte', public: true };
    expect((await groups.call('PUT', `/account/group/${groupId}`, beto, change)).statusCode).toBe(403);
    const changed = await groups.call('PUT', `/account/group/${groupId}`, ana, change);
    expect(changed.json()).toMatchObject({
      message: 'Grupo actualizado correctamente.',
      data: { name: 'Red Palermo Norte' },
    });
    const flipped = await groups.call('PUT', `/account/group/${groupId}`, ana, { ...change, public: false });
    expect(flipped.statusCode).toBe(422);
    expect(flipped.json().errors).toEqual({
      public: ['Un grupo no puede cambiar de público a privado ni de privado a público.'],
    });
  });

  it('lets admins manage members, never their own admin flag', async () => {
    const groupId = await groups.createGroup(ana);
    const carla = await groups.account({ premium: true });
    await groups.join(groupId, ana, beto);
    await groups.join(groupId, ana, carla);
    const members = (await groups.call('GET', `/account/group/${groupId}/user`, beto)).json();
    expect(members.data.map((member: { id: string }) => member.id)).toEqual([carla.userId, beto.userId, ana.userId]);
    const promote = await groups.call('PUT', `/account/group/${groupId}/user/${beto.userId}`, ana, { admin: true });
    expect(promote.json()).toEqual({ message: 'Miembro actualizado correctamente.' });
    const self = await groups.call('PUT', `/account/group/${groupId}/user/${ana.userId}`, ana, { admin: false });
    expect(self.json().message).toBe('No podés cambiar tu propio rol de administrador.');
    expect((await groups.call('DELETE', `/account/group/${groupId}/user/${ana.userId}`, carla)).statusCode).toBe(403);
    const removed = await groups.call('DELETE', `/account/group/${groupId}/user/${carla.userId}`, ana);
    expect(removed.json()).toEqual({ message: 'Miembro eliminado correctamente.' });
    expect((await groups.call('GET', `/account/group/${groupId}`, carla)).statusCode).toBe(403);
  });

  it('removes a member with everyone they invited', async () => {
    const groupId = await groups.createGroup(ana);
    const [carla, dario] = [await groups.account({ premium: true }), await groups.account({ premium: true })];
    await groups.join(groupId, ana, beto);
    await groups.call('PUT', `/account/group/${groupId}/user/${beto.userId}`, ana, { admin: true });
    await groups.join(groupId, beto, carla);
    await groups.join(groupId, beto, dario);
    await groups.call('DELETE', `/account/group/${groupId}/user/${beto.userId}?with_invitees=true`, ana);
    const members = (await groups.call('GET', `/account/group/${groupId}/user`, ana)).json();
    expect(members.data.map((member: { id: string }) => member.id)).toEqual([ana.userId]);
  });

  it('keeps an admin: the last one leaves only naming a successor', async () => {
    const groupId = await groups.createGroup(ana);
    await groups.join(groupId, ana, beto);
    const refused = await groups.call('DELETE', `/account/group/${groupId}`, ana);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Un grupo necesita al menos un administrador: nombrá a otro antes de salir o eliminá el grupo.',
    );
    const left = await groups.call('DELETE', `/account/group/${groupId}`, ana, { successor_id: beto.userId });
    expect(left.json()).toEqual({ message: 'Saliste del grupo.' });
    expect((await groups.call('GET', `/account/group/${groupId}`, beto)).json().pivot).toEqual({ admin: true });
    const betoLeaves = await groups.call('DELETE', `/account/group/${groupId}`, beto);
    expect(betoLeaves.statusCode).toBe(422);
  });
});

describe('what each role gets from a group', () => {
  it('opens a group to its members only; 404 for unknown groups', async () => {
    const groupId = await groups.createGroup(ana, { public: false });
    await groups.join(groupId, ana, beto);
    const other = await groups.account({ premium: true });
    const groupsAdmin = await groups.account({ premium: true, permissions: ['groups'] });
    const usersAdmin = await groups.account({ permissions: ['users'] });
    const show = (as: TestAccount | null) => groups.call('GET', `/account/group/${groupId}`, as);
    expect((await show(null)).statusCode).toBe(401);
    expect((await show(await groups.account())).statusCode).toBe(403);
    expect((await show(usersAdmin)).statusCode).toBe(403);
    expect((await show(other)).statusCode).toBe(403);
    expect((await show(groupsAdmin)).statusCode).toBe(403);
    expect((await show(beto)).json()).toMatchObject({ id: groupId, pivot: { admin: false }, users_count: 2 });
    expect((await show(ana)).json()).toMatchObject({ pivot: { admin: true } });
    expect((await groups.call('GET', '/account/group/00000000-0000-4000-8000-000000000000', ana)).statusCode).toBe(404);
    expect((await groups.call('GET', '/account/group/not-a-uuid', ana)).statusCode).toBe(404);
    const invite = (as: TestAccount) => groups.call('POST', `/account/group/${groupId}/user/invite`, as);
    expect((await invite(beto)).statusCode).toBe(403);
    expect((await invite(other)).statusCode).toBe(403);
    expect((await invite(ana)).statusCode).toBe(200);
  });
});
