// The public directory: public or discoverable groups, found by title or place; administrators'
// contact details for signed-in callers only. Also: the group projections replay to equal tables.
import { PROJECTIONS } from '@app/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayTwice } from '../testing/replayTwice.ts';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../testing/testPlatform.ts';
import { CABA, type GroupWorld, groupWorld } from './testing/groupWorld.ts';

let world: TestPlatform;
let groups: GroupWorld;
let ana: TestAccount;
const ids = { open: '', local: '', hidden: '' };

beforeAll(async () => {
  world = await startTestPlatform();
  groups = groupWorld(world);
  ana = await groups.account({ premium: true });
  ids.open = await groups.createGroup(ana, { name: 'Red Abierta' });
  ids.local = await groups.createGroup(ana, { name: 'Corredores', public: false, discoverable: true, address: CABA });
  ids.hidden = await groups.createGroup(ana, { name: 'Club Privado', public: false });
});
afterAll(() => world.stop());

const names = (body: { data: { name: string }[] }) => body.data.map((group) => group.name);

describe('the group directory', () => {
  it('lists public and discoverable groups by name, never the hidden ones', async () => {
    const listed = (await groups.call('GET', '/group', null)).json();
    expect(names(listed)).toEqual(['Corredores', 'Red Abierta']);
    expect(names((await groups.call('GET', '/group?search=palermo', null)).json())).toEqual(['Corredores']);
    expect(names((await groups.call('GET', '/group?search=abier', null)).json())).toEqual(['Red Abierta']);
    expect(names((await groups.call('GET', '/group?public=false', null)).json())).toEqual(['Corredores']);
  });

  it('shows administrators only to signed-in callers', async () => {
    const visitor = await groups.call('GET', `/group/${ids.open}`, null);
    expect(visitor.json()).toMatchObject({ name: 'Red Abierta', administrators: null, pivot: null });
    const member = await groups.account();
    const signedIn = await groups.call('GET', `/group/${ids.open}`, member);
    expect(signedIn.json().administrators).toEqual([
      { id: ana.userId, name: 'Persona de prueba', avatar_url: null, email: ana.email, phone: null },
    ]);
    expect((await groups.call('GET', '/group', member)).json().data[0].administrators).toHaveLength(1);
  });

  it('hides a private, undiscoverable group from everyone but its members', async () => {
    expect((await groups.call('GET', `/group/${ids.hidden}`, null)).statusCode).toBe(404);
    expect((await groups.call('GET', `/group/${ids.hidden}`, await groups.account())).statusCode).toBe(404);
    expect((await groups.call('GET', `/group/${ids.hidden}`, ana)).json()).toMatchObject({ pivot: { admin: true } });
  });
});

describe('the group projections', () => {
  it('rebuild identical tables, twice', async () => {
    const beto = await groups.account({ premium: true });
    await groups.join(ids.open, ana, beto);
    await groups.call('PUT', `/account/group/${ids.open}/user/${beto.userId}`, ana, { admin: true });
    await groups.call('POST', `/account/group/${ids.open}/user/invite`, ana);
    const projections = PROJECTIONS.filter((projection) => projection.name === 'groups');
    const tables = await replayTwice(world.platform, projections);
    expect(tables.before.group_members!.length).toBe(4);
    expect(tables.before.invitations!.length).toBe(2);
    expect(tables.afterFirstReplay).toEqual(tables.before);
    expect(tables.afterSecondReplay).toEqual(tables.before);
  });
});

describe('interacting accounts', () => {
  it('are the fellow members of the caller’s groups, newest first', async () => {
    const carla = await groups.account({ premium: true });
    await groups.join(ids.local, ana, carla);
    const accounts = (await groups.call('GET', '/user/accounts', ana)).json();
    expect(accounts[0]).toEqual({ id: carla.userId, name: 'Persona de prueba', slug: null, avatar_url: null });
    expect(accounts.map((account: { id: string }) => account.id)).not.toContain(ana.userId);
    expect((await groups.call('POST', '/user/accounts', carla)).json()).toEqual([
      { id: ana.userId, name: 'Persona de prueba', slug: null, avatar_url: null },
    ]);
  });
});
