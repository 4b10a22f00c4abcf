// Who may call each swipe route (SPEC.md section 6): the owner, a participant who joined, an
// outsider with an account, and a visitor without one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGuestKey } from '../search/testing/searchClient.ts';
import { startTestPlatform, type TestPlatform } from '../testing/testPlatform.ts';
import { type Person, type SwipeWorld, startSwipeWorld } from './testing/swipeWorld.ts';

let platform: TestPlatform;
let world: SwipeWorld;
let uuid: string;
let flat: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  world = await startSwipeWorld(platform);
  uuid = await world.sharedSearch();
  flat = world.catalogue.ids['Depto Palermo']!;
});
afterAll(() => platform.stop());

const NOT_LOGGED_IN = 'Necesitas estar logueado.';
const NOT_POSSIBLE = 'No es posible realizar esta acción.';

/** Every participant route, with a body that would succeed for a participant. */
function participantCalls(search: string, publication: string) {
  return [
    ['POST', `/search/${search}/decision`, { publication_id: publication, like: true }],
    ['POST', `/search/${search}/undo`, { publication_id: publication }],
    ['POST', `/search/${search}/likes-all`, { publication_ids: [publication] }],
    ['POST', `/search/${search}/visit`, { publication_id: null }],
    ['GET', `/search/${search}/totals`, undefined],
    ['POST', `/search/${search}/filtereds`, {}],
  ] as const;
}

async function statuses(caller: Partial<Person>, search = uuid) {
  const responses = [];
  for (const [method, url, body] of participantCalls(search, flat)) {
    const response = await world.call(method, url, caller, body);
    responses.push({
      url: url.replace(search, ':uuid'),
      status: response.statusCode,
      message: response.json().message,
    });
  }
  return responses;
}

describe('a visitor without an account', () => {
  it('is asked to identify for every participant route, join and finish', async () => {
    for (const response of await statuses({})) expect(response).toMatchObject({ status: 401, message: NOT_LOGGED_IN });
    expect((await world.call('POST', `/search/${uuid}/join`, {})).statusCode).toBe(401);
    expect((await world.call('POST', `/search/${uuid}/finish`, {})).statusCode).toBe(401);
    expect((await world.call('POST', `/search/${uuid}/predict/count`, {}, {})).statusCode).toBe(401);
  });

  it('swipes a search it created with its guest key, but cannot superlike', async () => {
    const { uuid: own, guest } = await world.guestSearch();
    for (const response of await statuses(guest, own)) expect(response.status).toBe(200);
    const superlike = await world.call('POST', `/search/${own}/decision`, guest, {
      publication_id: flat,
      like: true,
      is_super: true,
    });
    expect(superlike.statusCode).toBe(401);
    expect((await world.call('POST', `/search/${own}/finish`, guest)).statusCode).toBe(401);
  });

  it('gets nothing of a guest search with another guest key', async () => {
    const { uuid: own } = await world.guestSearch();
    for (const response of await statuses({ guestKey: newGuestKey() }, own)) expect(response.status).toBe(401);
  });
});

describe('an outsider with an account', () => {
  it('gets 403 on every participant route and on finish until joining', async () => {
    const outsider = { token: await platform.tokenFor() };
    for (const response of await statuses(outsider))
      expect(response).toMatchObject({ status: 403, message: NOT_POSSIBLE });
    expect((await world.call('POST', `/search/${uuid}/finish`, outsider)).statusCode).toBe(403);
    expect((await world.call('POST', `/search/${uuid}/join`, outsider)).statusCode).toBe(200);
    for (const response of await statuses(outsider)) expect(response.status).toBe(200);
  });

  it('cannot join a search that is not shared', async () => {
    const created = await world.call('POST', '/search', world.owner, {
      filters: [{ type_id: world.catalogue.typeId('inmuebles') }],
    });
    const unshared = created.json().data.uuid;
    const response = await world.call('POST', `/search/${unshared}/join`, world.outsider);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(NOT_POSSIBLE);
  });
});

describe('a participant who joined', () => {
  it('may call every participant route and finish their selection', async () => {
    for (const response of await statuses(world.member)) expect(response.status).toBe(200);
    const finished = await world.call('POST', `/search/${uuid}/finish`, world.member);
    expect(finished.json()).toEqual({ message: 'Se envió un aviso de que tu selección fué finalizada.' });
  });

  it('may not predict: premium owners only', async () => {
    const response = await world.call('POST', `/search/${uuid}/predict/count`, world.member, {});
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Debes ser un usuario premium.');
  });

  it('is refused once the owner stops sharing', async () => {
    const search = await world.sharedSearch();
    await world.call('PUT', `/search/${search}/share`, world.owner, { shareable: false, filtered: 'all' });
    for (const response of await statuses(world.member, search)) expect(response.status).toBe(403);
    await world.call('PUT', `/search/${search}/share`, world.owner, { shareable: true, filtered: 'all' });
    for (const response of await statuses(world.member, search)) expect(response.status).toBe(200);
  });
});

describe('the owner', () => {
  it('may call every participant route and predict, but has no selection to finish', async () => {
    for (const response of await statuses(world.owner)) expect(response.status).toBe(200);
    expect((await world.call('POST', `/search/${uuid}/predict/count`, world.owner, {})).statusCode).toBe(200);
    const finish = await world.call('POST', `/search/${uuid}/finish`, world.owner);
    expect(finish.statusCode).toBe(403);
    expect((await world.call('POST', `/search/${uuid}/join`, world.owner)).json()).toEqual({ message: null });
  });

  it('is alone in owning: a premium participant may not predict', async () => {
    const premium = { token: await platform.tokenFor({ premium: true }) };
    await world.call('POST', `/search/${uuid}/join`, premium);
    const response = await world.call('POST', `/search/${uuid}/predict/select`, premium, {});
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Para realizar esta acción debes haber creado esta búsqueda.');
  });
});

describe('unknown addresses', () => {
  it('answer 404 for a search or a publication that does not exist', async () => {
    const missing = await world.call('POST', `/search/${randomUUID()}/decision`, world.owner, {
      publication_id: flat,
      like: true,
    });
    expect(missing.statusCode).toBe(404);
    const notUuid = await world.call('GET', '/search/no-existe/totals', world.owner);
    expect(notUuid.statusCode).toBe(404);
    const publication = await world.call('POST', `/search/${uuid}/decision`, world.owner, {
      publication_id: randomUUID(),
      like: true,
    });
    expect(publication.statusCode).toBe(404);
  });
});

describe("a publication's superlikes", () => {
  it('are for its premium owners only', async () => {
    const url = `/account/stat/publication/${flat}/superlikes`;
    expect((await world.call('GET', url, {})).statusCode).toBe(401);
    expect((await world.call('GET', url, world.member)).statusCode).toBe(403);
    expect((await world.call('GET', url, world.owner)).statusCode).toBe(403);
    expect((await world.call('GET', url, world.seller)).statusCode).toBe(200);
  });
});
