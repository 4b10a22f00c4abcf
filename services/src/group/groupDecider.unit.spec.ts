import type { GroupEvent, GroupProfile } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../testing/deciderSpecification.ts';
import { groupDecider } from './groupDecider.ts';

const spec = DeciderSpecification.for(groupDecider);

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

describe('group decider', () => {
  it('lets only premium users create a group, whose creator is its first admin', () => {
    const create = { type: 'create', groupId, creatorId: 'ana', public: true, profile } as const;
    spec
      .given()
      .when({ ...create, premium: true })
      .thenDecides([created]);
    spec
      .given()
      .when({ ...create, premium: false })
      .thenRefuses('premium_required', 'Debes ser un usuario premium.');
    expect(
      spec
        .given()
        .when({ ...create, premium: true })
        .thenState(),
    ).toMatchObject({ members: { ana: { admin: true } } });
  });

  it('never changes whether a group is public', () => {
    const change = { type: 'change', actorId: 'ana', profile: { ...profile, name: 'Red Norte' } } as const;
    spec
      .given(created)
      .when({ ...change, public: true })
      .thenDecides([{ type: 'group.changed.v1', data: { groupId, ...profile, name: 'Red Norte' } }]);
    spec
      .given(created)
      .when({ ...change, public: false })
      .thenRefusesField('public', 'Un grupo no puede cambiar de público a privado ni de privado a público.');
  });

  it('lets only admins change the group', () => {
    const change = { type: 'change', actorId: 'beto', public: true, profile } as const;
    spec.given(created, joined('beto')).when(change).thenRefuses('forbidden', 'No tienes los permisos suficientes.');
    spec.given(created).when(change).thenRefuses('forbidden');
  });

  it('takes a deleted account out of its groups: the longest-standing member follows the last admin', () => {
    const left = (userId: string): GroupEvent => ({ type: 'group.member_left.v1', data: { groupId, userId } });
    const rejoined = [created, joined('beto'), joined('caro'), left('beto'), joined('beto')];
    spec
      .given(...rejoined)
      .when({ type: 'depart', userId: 'ana' })
      .thenDecides([{ type: 'group.admin_granted.v1', data: { groupId, userId: 'caro' } }, left('ana')]);
    const twoAdmins = [created, joined('beto'), joined('caro'), granted('caro')];
    spec
      .given(...twoAdmins)
      .when({ type: 'depart', userId: 'ana' })
      .thenDecides([left('ana')]);
    spec
      .given(...twoAdmins)
      .when({ type: 'depart', userId: 'beto' })
      .thenDecides([left('beto')]);
    spec
      .given(created)
      .when({ type: 'depart', userId: 'ana' })
      .thenDecides([{ type: 'group.deleted.v1', data: { groupId } }]);
    spec.given(created).when({ type: 'depart', userId: 'beto' }).thenNothing();
  });

  it('keeps at least one admin: the last admin names a successor or cannot leave', () => {
    const history = [created, joined('beto')];
    spec
      .given(...history)
      .when({ type: 'leave', userId: 'ana', successorId: null })
      .thenRefuses(
        'validation',
        'Un grupo necesita al menos un administrador: nombrá a otro antes de salir o eliminá el grupo.',
      );
    spec
      .given(...history)
      .when({ type: 'leave', userId: 'ana', successorId: 'beto' })
      .thenDecides([granted('beto'), { type: 'group.member_left.v1', data: { groupId, userId: 'ana' } }]);
    spec
      .given(...history)
      .when({ type: 'leave', userId: 'ana', successorId: 'carla' })
      .thenRefusesField('successor_id', 'La persona indicada no es miembro del grupo.');
    spec.given(created).when({ type: 'leave', userId: 'ana', successorId: null }).thenRefuses('validation');
  });

  it('lets a member leave, and an admin leave while another admin stays', () => {
    const history = [created, joined('beto'), joined('carla'), granted('carla')];
    spec
      .given(...history)
      .when({ type: 'leave', userId: 'beto', successorId: null })
      .thenDecides([{ type: 'group.member_left.v1', data: { groupId, userId: 'beto' } }]);
    spec
      .given(...history)
      .when({ type: 'leave', userId: 'ana', successorId: null })
      .thenDecides([{ type: 'group.member_left.v1', data: { groupId, userId: 'ana' } }]);
    spec
      .given(...history)
      .when({ type: 'leave', userId: 'dario', successorId: null })
      .thenRefuses('forbidden');
  });

  it('lets admins grant and revoke admin on others, never on themselves', () => {
    const history = [created, joined('beto')];
    spec
      .given(...history)
      .when({ type: 'setAdmin', actorId: 'ana', userId: 'beto', admin: true })
      .thenDecides([granted('beto')]);
    spec
      .given(...history, granted('beto'))
      .when({ type: 'setAdmin', actorId: 'ana', userId: 'beto', admin: false })
      .thenDecides([{ type: 'group.admin_revoked.v1', data: { groupId, userId: 'beto' } }]);
    spec
      .given(...history, granted('beto'))
      .when({ type: 'setAdmin', actorId: 'beto', userId: 'beto', admin: false })
      .thenRefuses('validation', 'No podés cambiar tu propio rol de administrador.');
    spec
      .given(...history)
      .when({ type: 'setAdmin', actorId: 'beto', userId: 'ana', admin: false })
      .thenRefuses('forbidden');
    spec
      .given(...history)
      .when({ type: 'setAdmin', actorId: 'ana', userId: 'ana', admin: false })
      .thenRefuses('validation');
  });

  it('removes a member, or a member with everyone they invited, in one event', () => {
    const history = [created, joined('beto'), joined('carla', 'beto'), joined('dario', 'beto'), joined('eva')];
    const remove = { type: 'remove', actorId: 'ana', userId: 'beto' } as const;
    spec
      .given(...history)
      .when({ ...remove, withInvitees: false })
      .thenDecides([
        { type: 'group.member_removed.v1', data: { groupId, userId: 'beto', alsoRemoved: [], removedBy: 'ana' } },
      ]);
    const removed = spec.given(...history).when({ ...remove, withInvitees: true });
    removed.thenDecides([
      {
        type: 'group.member_removed.v1',
        data: { groupId, userId: 'beto', alsoRemoved: ['carla', 'dario'], removedBy: 'ana' },
      },
    ]);
    const after = removed.thenState();
    expect(Object.keys((after as { members: object }).members).sort()).toEqual(['ana', 'eva']);
    spec
      .given(...history)
      .when({ type: 'remove', actorId: 'eva', userId: 'beto', withInvitees: false })
      .thenRefuses('forbidden');
    spec
      .given(...history)
      .when({ type: 'remove', actorId: 'ana', userId: 'ana', withInvitees: false })
      .thenRefuses('validation');
  });

  it('lets only premium users join, once', () => {
    const join = { type: 'join', userId: 'beto', invitationId: 'inv-beto', invitedBy: 'ana' } as const;
    spec
      .given(created)
      .when({ ...join, premium: true })
      .thenDecides([joined('beto')]);
    spec
      .given(created)
      .when({ ...join, premium: false })
      .thenRefuses('premium_required', 'Debes tener una cuenta premium');
    spec
      .given(created, joined('beto'))
      .when({ ...join, premium: true })
      .thenNothing();
  });

  it('pins a search of the group once per member, and unpins it', () => {
    const pin = { type: 'pin', userId: 'ana', searchId: 's1', searchGroupId: groupId } as const;
    const pinned: GroupEvent = { type: 'group.search_pinned.v1', data: { groupId, searchId: 's1', userId: 'ana' } };
    spec.given(created).when(pin).thenDecides([pinned]);
    spec.given(created, pinned).when(pin).thenNothing();
    spec
      .given(created)
      .when({ ...pin, searchGroupId: 'other' })
      .thenRefuses('not_found');
    spec
      .given(created, pinned)
      .when({ type: 'unpin', userId: 'ana', searchId: 's1' })
      .thenDecides([{ type: 'group.search_unpinned.v1', data: { groupId, searchId: 's1', userId: 'ana' } }]);
    spec.given(created).when({ type: 'unpin', userId: 'ana', searchId: 's1' }).thenNothing();
    spec
      .given(created)
      .when({ ...pin, userId: 'zoe' })
      .thenRefuses('forbidden');
  });

  it('is deleted by an admin or a platform administrator, and then is gone', () => {
    const deleted: GroupEvent = { type: 'group.deleted.v1', data: { groupId } };
    spec.given(created, joined('beto')).when({ type: 'delete', actorId: 'beto' }).thenRefuses('forbidden');
    spec.given(created).when({ type: 'delete', actorId: 'ana' }).thenDecides([deleted]);
    spec.given(created).when({ type: 'delete', actorId: null }).thenDecides([deleted]);
    spec.given(created, deleted).when({ type: 'leave', userId: 'ana', successorId: null }).thenRefuses('not_found');
  });
});
