// Groups for HTTP specs: accounts of every role and a helper to call the API as one of them.
import type { LightMyRequestResponse } from 'fastify';
import type { Rights, TestAccount, TestPlatform } from '../../testing/testPlatform.ts';
import { bearer } from '../../testing/testPlatform.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface GroupWorld {
  call(method: Method, url: string, as: TestAccount | null, payload?: object): Promise<LightMyRequestResponse>;
  account(rights?: Rights): Promise<TestAccount>;
  /** A group created by `admin`; its id. */
  createGroup(admin: TestAccount, fields?: object): Promise<string>;
  /** `member` joins `groupId` through an invitation `admin` issues. */
  join(groupId: string, admin: TestAccount, member: TestAccount): Promise<void>;
}

export const CABA = { title: 'Palermo, Ciudad de Buenos Aires', geolocation: { coordinates: [-34.5889, -58.4306] } };

export function groupWorld(world: TestPlatform): GroupWorld {
  const call: GroupWorld['call'] = (method, url, as, payload) =>
    world.app.inject({ method, url: `/api${url}`, payload, headers: as ? bearer(as.token) : {} });
  return {
    call,
    account: (rights) => world.accountFor(rights),
    async createGroup(admin, fields = {}) {
      const response = await call('POST', '/account/group', admin, { name: 'Red Palermo', public: true, ...fields });
      if (response.statusCode !== 201) throw new Error(`group not created: ${response.body}`);
      return response.json().data.id;
    },
    async join(groupId, admin, member) {
      const { uuid } = (await call('POST', `/account/group/${groupId}/user/invite`, admin)).json();
      const accepted = await call('PUT', `/invitation/${uuid}/accept`, member);
      if (accepted.statusCode !== 200) throw new Error(`not joined: ${accepted.body}`);
    },
  };
}
