// GET /api/admin/audit: administrators' changes, who made them and to whom, searchable, and the
// audit projection rebuilt from the log gives the same table.

import { projectionNamed } from '@app/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupWorld } from '../group/testing/groupWorld.ts';
import { replayTwice } from '../testing/replayTwice.ts';
import { bearer, startTestPlatform, type TestAccount, type TestPlatform } from '../testing/testPlatform.ts';

let world: TestPlatform;
let boss: TestAccount;

beforeAll(async () => {
  world = await startTestPlatform();
  boss = await world.accountFor({ permissions: ['users', 'promocodes'] });
  await world.app.inject({
    method: 'PUT',
    url: `/api/admin/user/${boss.userId}`,
    headers: bearer(boss.token),
    payload: {
      name: 'Jefa Auditada',
      is_premium: false,
      is_admin: true,
      permissions: ['users', 'promocodes'],
      has_stat: false,
    },
  });
});
afterAll(() => world.stop());

const audit = (query: string, token = boss.token) =>
  world.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: bearer(token) });

describe('the audit list', () => {
  it('tells who changed whom, newest first, and finds it by name or action', async () => {
    const member = await world.accountFor();
    const form = {
      name: 'Socia Nueva',
      is_premium: true,
      is_admin: true,
      permissions: ['promocodes'],
      has_stat: false,
    };
    await world.app.inject({
      method: 'PUT',
      url: `/api/admin/user/${member.userId}`,
      headers: bearer(boss.token),
      payload: form,
    });
    const code = { code: 'AUDITADO', discount: 100, remaining: 5, applies_for: ['user'] };
    const created = await world.app.inject({
      method: 'POST',
      url: '/api/admin/promocode',
      headers: bearer(boss.token),
      payload: code,
    });
    expect(created.statusCode).toBe(201);
    await world.app.inject({
      method: 'POST',
      url: `/api/admin/user/${member.userId}/impersonate`,
      headers: bearer(boss.token),
    });

    const page = (await audit('')).json();
    expect(
      page.data
        .slice(0, 5)
        .map((row: { action: string; subject: { name: string } }) => `${row.action} ${row.subject.name}`),
    ).toEqual([
      'Inició sesión como Socia Nueva',
      'Creó el código promocional AUDITADO',
      'Cambió los permisos de Socia Nueva',
      'Otorgó premium a Socia Nueva',
      'Editó el nombre de Socia Nueva',
    ]);
    expect(page.data[0].actor).toEqual({ id: boss.userId, name: 'Jefa Auditada' });
    // Her own renaming is not administration of someone else: the boss's own change is not listed.
    expect(page.data.some((row: { subject: { id: string } }) => row.subject.id === boss.userId)).toBe(false);
    const found = (await audit('search=socia')).json();
    expect(found.total).toBe(4);
    expect((await audit('search=codigo promocional')).json().total).toBe(1);
    // Any platform permission opens it; the member just got promocodes.
    const memberToken = (
      await world.app.inject({
        method: 'POST',
        url: `/api/admin/user/${member.userId}/impersonate`,
        headers: bearer(boss.token),
      })
    ).json().token;
    expect((await audit('', memberToken)).statusCode).toBe(200);
  });

  it("lists an administrator's changes to a group by its name, never its members' own", async () => {
    const groups = groupWorld(world);
    const owner = await groups.account({ premium: true });
    const moderator = await groups.account({ permissions: ['groups'] });
    const groupId = await groups.createGroup(owner, { name: 'Red Vecinal' });
    await groups.call('PUT', `/admin/group/${groupId}`, moderator, { name: 'Red Moderada', public: true });
    await groups.call('DELETE', `/admin/group/${groupId}`, moderator);

    const rows = (await audit('search=red')).json().data as {
      action: string;
      subject: { name: string; type: string };
    }[];
    expect(rows.map((row) => `${row.action} ${row.subject.name}`)).toEqual([
      'Eliminó el grupo Red Moderada',
      'Editó el grupo Red Moderada',
    ]);
    expect(rows.every((row) => row.subject.type === 'group')).toBe(true);
  });

  it('is rebuilt identically from the log', async () => {
    const tables = await replayTwice(world.platform, [projectionNamed('audit')!]);
    expect(tables.before.admin_audit!.length).toBeGreaterThan(3);
    expect(tables.before.admin_audit_labels!.length).toBeGreaterThan(1);
    expect(tables.afterFirstReplay).toEqual(tables.before);
    expect(tables.afterSecondReplay).toEqual(tables.before);
  });
});
