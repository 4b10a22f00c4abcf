// Calls and reads for swipeDecisions.int.spec.ts: a decision on a catalogue publication named by
// its title, how a person appears in answers, and the rows the projections wrote for a search.
import type { SearchParticipant } from '@app/contracts';
import type { TestPlatform } from '../../testing/testPlatform.ts';
import type { Person, SwipeWorld } from './swipeWorld.ts';

export const participant = (person: Person): SearchParticipant => ({ kind: 'user', userId: person.userId });
export const swipeUser = (person: Person) => ({ id: person.userId, name: person.name, avatar_url: null });

/** A decision call with any body, valid or not. */
export function postDecision(world: SwipeWorld, uuid: string, person: Person, body: object) {
  return world.call('POST', `/search/${uuid}/decision`, person, body);
}

export function decide(world: SwipeWorld, uuid: string, person: Person, title: string, like: boolean, isSuper = false) {
  return postDecision(world, uuid, person, { publication_id: world.catalogue.ids[title], like, is_super: isSuper });
}

/** A properties search of `person`'s, shared with no one; its uuid. */
export async function privateSearch(world: SwipeWorld, person: Person): Promise<string> {
  const created = await world.call('POST', '/search', person, {
    filters: [{ type_id: world.catalogue.typeId('inmuebles') }],
    order: 'newest',
  });
  return created.json().data.uuid;
}

export function pushesQueuedFor(platform: TestPlatform, uuid: string) {
  return platform.platform.db.selectFrom('push_notifications').selectAll().where('search_id', '=', uuid).execute();
}

export function predictionsStoredFor(platform: TestPlatform, uuid: string) {
  return platform.platform.db.selectFrom('search_predictions').selectAll().where('search_id', '=', uuid).execute();
}

export interface ResultCard {
  title: string;
  like: boolean | null;
  like_count: number;
  decisions_count: number;
}

/** The cards `person` is shown in the search's results, none excepted. */
export async function resultCards(world: SwipeWorld, uuid: string, person: Person): Promise<ResultCard[]> {
  return (await world.call('POST', `/search/${uuid}/results`, person, { except: [] })).json().data;
}
