// Invitation links over HTTP: issued by admins, opened by anyone, answered once within 24 hours
// by a signed-in, verified, premium person.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../testing/testPlatform.ts';
import { type GroupWorld, groupWorld } from './testing/groupWorld.ts';

let world: TestPlatform;
let groups: GroupWorld;
let ana: TestAccount;
let groupId: string;

beforeAll(async () => {
  world = await startTestPlatform();
  groups = groupWorld(world);
  ana = await groups.account({ premium: true });
  groupId = await groups.createGroup(ana, { name: 'Red Belgrano' });
});
afterAll(() => world.stop());

async function invite(): Promise<string> {
  const response = await groups.call('POST', `/account/group/${groupId}/user/invite`, ana);
  expect(response.statusCode).toBe(200);
  return response.json().uuid;
}

describe('an invitation link', () => {
  it('shows the group and who invites to anyone', async () => {
    const uuid = await invite();
    const shown = await groups.call('GET', `/invitation/${uuid}`, null);
    expect(shown.json()).toMatchObject({
      uuid,
      invitationable_type: 'group',
      invitationable_id: groupId,
      invitationable: { name: 'Red Belgrano', public: true },
      user: { name: 'Persona de prueba' },
      rules: ['email_verified', 'is_premium'],
      status: 'pending',
    });
    expect((await groups.call('GET', '/invitation/00000000-0000-4000-8000-000000000000', null)).statusCode).toBe(404);
    expect((await groups.call('GET', '/invitation/whatever', null)).statusCode).toBe(404);
  });

  it('asks for each rule with SPEC.md’s message, and stays unused meanwhile', async () => {
    const uuid = await invite();
    const accept = (as: TestAccount | null) => groups.call('PUT', `/invitation/${uuid}/accept`, as);
    const visitor = await accept(null);
    expect([visitor.statusCode, visitor.json().message]).toEqual([401, 'Debes estar logueado.']);
    const unverified = await accept(await groups.account({ premium: true, verified: false }));
    expect([unverified.statusCode, unverified.json().message]).toEqual([403, 'Debes tener un email verificado']);
    const free = await accept(await groups.account());
    expect([free.statusCode, free.json().message]).toEqual([403, 'Debes tener una cuenta premium']);
    const already = await accept(ana);
    expect([already.statusCode, already.json().message]).toEqual([409, 'Ya eres miembro de este grupo.']);
    const beto = await groups.account({ premium: true });
    const accepted = await accept(beto);
    expect(accepted.json()).toEqual({ message: 'Te uniste al grupo.', group_id: groupId });
    const members = (await groups.call('GET', `/account/group/${groupId}/user`, beto)).json();
    expect(members.data.map((member: { id: string }) => member.id)).toContain(beto.userId);
  });

  it('is used once: a second person is refused, joins nothing, and nothing is recorded', async () => {
    const uuid = await invite();
    await groups.call('PUT', `/invitation/${uuid}/accept`, await groups.account({ premium: true }));
    const streams = [`invitation-${uuid}`, `group-${groupId}`];
    const before = await Promise.all(streams.map((stream) => world.platform.store.readStream(stream)));
    const second = await groups.account({ premium: true });
    const refused = await groups.call('PUT', `/invitation/${uuid}/accept`, second);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Esta invitación ya fue utilizada: pide un nuevo link a un administrador del grupo.',
    ]);
    expect(await Promise.all(streams.map((stream) => world.platform.store.readStream(stream)))).toEqual(before);
    const members = (await groups.call('GET', `/account/group/${groupId}/user`, ana)).json();
    expect(members.data.map((member: { id: string }) => member.id)).not.toContain(second.userId);
    expect((await groups.call('GET', `/invitation/${uuid}`, second)).json().status).toBe('accepted');
  });

  it('expires 24 hours after it was issued', async () => {
    const uuid = await invite();
    world.clock.advance(24 * 3_600_000 + 1_000);
    const late = await groups.call('PUT', `/invitation/${uuid}/accept`, await groups.account({ premium: true }));
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'Esta invitación venció: pide un nuevo link a un administrador del grupo.',
    ]);
    expect((await groups.call('GET', `/invitation/${uuid}`, null)).json().status).toBe('expired');
  });

  it('is rejected once, and revoked by an admin while unused', async () => {
    const rejected = await invite();
    const carla = await groups.account({ premium: true });
    expect((await groups.call('PUT', `/invitation/${rejected}/reject`, carla)).json()).toEqual({
      message: 'Rechazaste la invitación.',
    });
    const afterRejection = await groups.call('PUT', `/invitation/${rejected}/accept`, carla);
    expect([afterRejection.statusCode, afterRejection.json().message]).toEqual([
      409,
      'Esta invitación ya fue rechazada: pide un nuevo link a un administrador del grupo.',
    ]);
    const revoked = await invite();
    expect((await groups.call('DELETE', `/invitation/${revoked}`, carla)).statusCode).toBe(403);
    expect((await groups.call('DELETE', `/invitation/${revoked}`, ana)).json()).toEqual({
      message: 'Invitación anulada.',
    });
    const late = await groups.call('PUT', `/invitation/${revoked}/accept`, carla);
    expect(late.json().message).toBe('Esta invitación fue anulada por un administrador del grupo.');
  });

  it('is void once its issuer no longer administers the group, as when their account is deleted', async () => {
    const founder = await groups.account({ premium: true });
    const bruno = await groups.account({ premium: true });
    const redId = await groups.createGroup(founder, { name: 'Red Saavedra' });
    await groups.join(redId, founder, bruno);
    const link = (await groups.call('POST', `/account/group/${redId}/user/invite`, founder)).json().uuid;
    const operator = await groups.account({ permissions: ['users'] });
    expect((await groups.call('DELETE', `/admin/user/${founder.userId}`, operator)).statusCode).toBe(200);

    expect((await groups.call('GET', `/invitation/${link}`, null)).json().status).toBe('revoked');
    const carla = await groups.account({ premium: true });
    const late = await groups.call('PUT', `/invitation/${link}/accept`, carla);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Esta invitación fue anulada por un administrador del grupo.');
    // Bruno, promoted when the founder left, invites anew.
    const fresh = (await groups.call('POST', `/account/group/${redId}/user/invite`, bruno)).json().uuid;
    expect((await groups.call('PUT', `/invitation/${fresh}/accept`, carla)).statusCode).toBe(200);
  });
});
