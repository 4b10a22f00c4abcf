// A search world to swipe in: a seller's catalogue, a premium owner with a shared search of
// properties, a member who joined it, an outsider, and HTTP calls as any of them.
import { participantStream, type SearchParticipant } from '@app/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { userStream } from '../../account/user/user.ts';
import { type UserCommand, userDecider } from '../../account/user/userDecider.ts';
import { systemContext } from '../../commands/commandContext.ts';
import { execute, readModelsCaughtUp } from '../../platform.ts';
import { type SearchWorld, seedSearchWorld } from '../../search/testing/searchCatalogueWorld.ts';
import { type Caller, headersOf, newGuestKey } from '../../search/testing/searchClient.ts';
import type { TestAccount, TestPlatform } from '../../testing/testPlatform.ts';

/** Everyone's phone: they enable e-mail and WhatsApp, not calls. */
export const PHONE = '+5491122334455';

export interface Person extends Caller {
  userId: string;
  name: string;
}

export interface SwipeWorld {
  catalogue: SearchWorld;
  seller: Person;
  owner: Person;
  member: Person;
  outsider: Person;
  call(method: 'GET' | 'POST' | 'PUT', url: string, caller: Caller, payload?: object): Promise<LightMyRequestResponse>;
  /** A properties search of `owner`, shared, that `member` joined. */
  sharedSearch(): Promise<string>;
  /** A search a visitor created with a guest key. */
  guestSearch(guestKey?: string): Promise<{ uuid: string; guest: Caller }>;
  streamTypes(searchId: string, participant: SearchParticipant): Promise<string[]>;
}

export async function person(platform: TestPlatform, name: string, premium = false): Promise<Person> {
  const account: TestAccount = await platform.accountFor({ premium });
  const profile: UserCommand = {
    type: 'changeProfile',
    name,
    phone: PHONE,
    contactTypes: ['email', 'whatsapp'],
    avatarUrl: null,
  };
  await execute(
    platform.platform,
    userStream(account.userId),
    userDecider,
    profile,
    systemContext(platform.clock.now()),
  );
  return { userId: account.userId, token: account.token, name };
}

function expectOk(response: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (response.statusCode !== 200) throw new Error(`${what} failed ${response.statusCode} ${response.body}`);
  return response;
}

export async function startSwipeWorld(platform: TestPlatform): Promise<SwipeWorld> {
  const seller = await person(platform, 'Sofía Vendedora', true);
  const catalogue = await seedSearchWorld(platform.platform, seller.userId);
  const [owner, member, outsider] = [
    await person(platform, 'Olga Dueña', true),
    await person(platform, 'Mario Miembro'),
    await person(platform, 'Oscar Ajeno'),
  ];
  // Decisions answer before the read models apply them: like a person a moment later, a test reads
  // after every write has been applied.
  const call: SwipeWorld['call'] = async (method, url, caller, payload) => {
    const response = await platform.app.inject({ method, url: `/api${url}`, payload, headers: headersOf(caller) });
    if (method !== 'GET') await readModelsCaughtUp(platform.platform, 10_000);
    return response;
  };
  const filters = [{ type_id: catalogue.typeId('inmuebles') }];
  return {
    catalogue,
    seller,
    owner,
    member,
    outsider,
    call,
    async sharedSearch() {
      const created = expectOk(await call('POST', '/search', owner, { filters, order: 'newest' }), 'create');
      const uuid: string = created.json().data.uuid;
      expectOk(await call('PUT', `/search/${uuid}/share`, owner, { shareable: true, filtered: 'all' }), 'share');
      expectOk(await call('POST', `/search/${uuid}/join`, member), 'join');
      return uuid;
    },
    async guestSearch(guestKey = newGuestKey()) {
      const guest = { guestKey };
      const created = expectOk(await call('POST', '/search', guest, { filters, order: 'newest' }), 'create');
      return { uuid: created.json().data.uuid, guest };
    },
    async streamTypes(searchId, participant) {
      const events = await platform.platform.store.readStream(participantStream(searchId, participant));
      return events.map((event) => event.type);
    },
  };
}
