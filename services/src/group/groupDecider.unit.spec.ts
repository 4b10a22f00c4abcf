import type { GroupEvent, GroupProfile } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type GroupCommand, groupDecider } from './groupDecider.ts';

const given = (events: GroupEvent[]) => events.reduce(groupDecider.evolve, groupDecider.initialState);
const when = (events: GroupEvent[], command: GroupCommand) => groupDecider.decide(command, given(events));

const profile: GroupProfile = {
  name: 'Red Palermo',
  description: null,
  logoUrl: null,
  discoverable: false,
  address: null,
};
const groupId = 'g1';
const created: GroupEvent = {
  type: 'group.created.v1',
  data: { groupId, creatorId: 'ana', public: true, ...profile },
};
const joined = (userId: string, invitedBy: string | null = 'ana'): GroupEvent => ({
  type: 'group.member_joined.v1',
  data: { groupId, userId, invitationId: `inv-${userId}`, invitedBy },
});
const granted = (userId: string): GroupEvent => ({ type: 'group.admin_granted.v1', data: { groupId, userId } });
const refusal = (code: string, message: string) => ({ code, message });

describe('group decider', () => {
  it('lets only premium users create a group, whose creator is its first admin', () => {
    const create = { type: 'create', groupId, creatorId: 'ana', public: true, profile } as const;
    expect(when([], { ...create, premium: true })).toEqual([created]);
    expect(when([], { ...create, premium: false })).toMatchObject(
      refusal('premium_required', 'Debes ser un usuario premium.'),
    );
    const state = given([created]);
    expect(state).toMatchObject({ members: { ana: { admin: true } } });
  });

  it('never changes whether a group is public', () => {
    const change = { type: 'change', actorId: 'ana', profile: { ...profile, name: 'Red Norte' } } as const;
    expect(when([created], { ...change, public: true })).toEqual([
      { type: 'group.changed.v1', data: { groupId, ...profile, name: 'Red Norte' } },
    ]);
    expect(when([created], { ...change, public: false })).toMatchObject({
      code: 'validation',
      errors: { public: ['Un grupo no puede cambiar de público a privado ni de privado a público.'] },
    });
  });

  it('lets only admins change the group', () => {
    const change = { type: 'change', actorId: 'beto', public: true, profile } as const;
    expect(when([created, joined('beto')], change)).toMatchObject(
      refusal('forbidden', 'No tienes los permisos suficientes.'),
    );
    expect(when([created], change)).toMatchObject({ code: 'forbidden' });
  });

  it('takes a deleted account out of its groups: the longest-standing member follows the last admin', () => {
    const left = (userId: string): GroupEvent => ({ type: 'group.member_left.v1', data: { groupId, userId } });
    const rejoined = [created, joined('beto'), joined('caro'), left('beto'), joined('beto')];
    expect(when(rejoined, { type: 'depart', userId: 'ana' })).toEqual([
      { type: 'group.admin_granted.v1', data: { groupId, userId: 'caro' } },
      left('ana'),
    ]);
    const twoAdmins = [created, joined('beto'), joined('caro'), granted('caro')];
    expect(when(twoAdmins, { type: 'depart', userId: 'ana' })).toEqual([left('ana')]);
    expect(when(twoAdmins, { type: 'depart', userId: 'beto' })).toEqual([left('beto')]);
    expect(when([created], { type: 'depart', userId: 'ana' })).toEqual([
      { type: 'group.deleted.v1', data: { groupId } },
    ]);
    expect(when([created], { type: 'depart', userId: 'beto' })).toEqual([]);
  });

  it('keeps at least one admin: the last admin names a successor or cannot leave', () => {
    const history = [created, joined('beto')];
    expect(when(history, { type: 'leave', userId: 'ana', successorId: null })).toMatchObject(
      refusal(
        'validation',
        'Un grupo necesita al menos un administrador: nombrá a otro antes de salir o eliminá el grupo.',
      ),
    );
    expect(when(history, { type: 'leave', userId: 'ana', successorId: 'beto' })).toEqual([
      granted('beto'),
      { type: 'group.member_left.v1', data: { groupId, userId: 'ana' } },
    ]);
    expect(when(history, { type: 'leave', userId: 'ana', successorId: 'carla' })).toMatchObject({
      errors: { successor_id: ['La persona indicada no es miembro del grupo.'] },
    });
    expect(when([created], { type: 'leave', userId: 'ana', successorId: null })).toMatchObject({ code: 'validation' });
  });

  it('lets a member leave, and an admin leave while another admin stays', () => {
    const history = [created, joined('beto'), joined('carla'), granted('carla')];
    expect(when(history, { type: 'leave', userId: 'beto', successorId: null })).toEqual([
      { type: 'group.member_left.v1', data: { groupId, userId: 'beto' } },
    ]);
    expect(when(history, { type: 'leave', userId: 'ana', successorId: null })).toEqual([
      { type: 'group.member_left.v1', data: { groupId, userId: 'ana' } },
    ]);
    expect(when(history, { type: 'leave', userId: 'dario', successorId: null })).toMatchObject({ code: 'forbidden' });
  });

  it('lets admins grant and revoke admin on others, never on themselves', () => {
    const history = [created, joined('beto')];
    expect(when(history, { type: 'setAdmin', actorId: 'ana', userId: 'beto', admin: true })).toEqual([granted('beto')]);
    expect(
      when([...history, granted('beto')], { type: 'setAdmin', actorId: 'ana', userId: 'beto', admin: false }),
    ).toEqual([{ type: 'group.admin_revoked.v1', data: { groupId, userId: 'beto' } }]);
    expect(
      when([...history, granted('beto')], { type: 'setAdmin', actorId: 'beto', userId: 'beto', admin: false }),
    ).toMatchObject(refusal('validation', 'No podés cambiar tu propio rol de administrador.'));
    expect(when(history, { type: 'setAdmin', actorId: 'beto', userId: 'ana', admin: false })).toMatchObject({
      code: 'forbidden',
    });
    expect(when(history, { type: 'setAdmin', actorId: 'ana', userId: 'ana', admin: false })).toMatchObject({
      code: 'validation',
    });
  });

  it('removes a member, or a member with everyone they invited, in one event', () => {
    const history = [created, joined('beto'), joined('carla', 'beto'), joined('dario', 'beto'), joined('eva')];
    const remove = { type: 'remove', actorId: 'ana', userId: 'beto' } as const;
    expect(when(history, { ...remove, withInvitees: false })).toEqual([
      { type: 'group.member_removed.v1', data: { groupId, userId: 'beto', alsoRemoved: [], removedBy: 'ana' } },
    ]);
    const removed = when(history, { ...remove, withInvitees: true });
    expect(removed).toEqual([
      {
        type: 'group.member_removed.v1',
        data: { groupId, userId: 'beto', alsoRemoved: ['carla', 'dario'], removedBy: 'ana' },
      },
    ]);
    const after = given([...history, ...(removed as GroupEvent[])]);
    expect(Object.keys((after as { members: object }).members).sort()).toEqual(['ana', 'eva']);
    expect(when(history, { type: 'remove', actorId: 'eva', userId: 'beto', withInvitees: false })).toMatchObject({
      code: 'forbidden',
    });
    expect(when(history, { type: 'remove', actorId: 'ana', userId: 'ana', withInvitees: false })).toMatchObject({
      code: 'validation',
    });
  });

  it('lets only premium users join, once', () => {
    const join = { type: 'join', userId: 'beto', invitationId: 'inv-beto', invitedBy: 'ana' } as const;
    expect(when([created], { ...join, premium: true })).toEqual([joined('beto')]);
    expect(when([created], { ...join, premium: false })).toMatchObject(
      refusal('premium_required', 'Debes tener una cuenta premium'),
    );
    expect(when([created, joined('beto')], { ...join, premium: true })).toEqual([]);
  });

  it('pins a search of the group once per member, and unpins it', () => {
    const pin = { type: 'pin', userId: 'ana', searchId: 's1', searchGroupId: groupId } as const;
    const pinned: GroupEvent = { type: 'group.search_pinned.v1', data: { groupId, searchId: 's1', userId: 'ana' } };
    expect(when([created], pin)).toEqual([pinned]);
    expect(when([created, pinned], pin)).toEqual([]);
    expect(when([created], { ...pin, searchGroupId: 'other' })).toMatchObject({ code: 'not_found' });
    expect(when([created, pinned], { type: 'unpin', userId: 'ana', searchId: 's1' })).toEqual([
      { type: 'group.search_unpinned.v1', data: { groupId, searchId: 's1', userId: 'ana' } },
    ]);
    expect(when([created], { type: 'unpin', userId: 'ana', searchId: 's1' })).toEqual([]);
    expect(when([created], { ...pin, userId: 'zoe' })).toMatchObject({ code: 'forbidden' });
  });

  it('is deleted by an admin or a platform administrator, and then is gone', () => {
    const deleted: GroupEvent = { type: 'group.deleted.v1', data: { groupId } };
    expect(when([created, joined('beto')], { type: 'delete', actorId: 'beto' })).toMatchObject({ code: 'forbidden' });
    expect(when([created], { type: 'delete', actorId: 'ana' })).toEqual([deleted]);
    expect(when([created], { type: 'delete', actorId: null })).toEqual([deleted]);
    expect(when([created, deleted], { type: 'leave', userId: 'ana', successorId: null })).toMatchObject({
      code: 'not_found',
    });
  });
});
