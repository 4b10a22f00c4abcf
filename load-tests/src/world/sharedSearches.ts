// Shared searches made the way people make them, through the public HTTP API: the owner creates
// the search and shares it, the other participants open its link and join. Every second search's
// owner then chooses a majority rule in the search's options, as the live scenario measures both.

import { concurrently } from './concurrently.ts';
import type { Person } from './people.ts';

export interface SharedSearch {
  uuid: string;
  typeId: string;
  /** The owner first. */
  participants: Person[];
  /** The consensus rule the owner chose: majority, or the default (2 or more like it). */
  consensus: 'majority' | 'at_least_2';
}

const IN_FLIGHT = 16;
const TOO_MANY_REQUESTS = 429;
const RATE_LIMITED_ATTEMPTS = 10;

async function call(baseUrl: string, method: 'POST' | 'PUT', path: string, token: string, body: object = {}) {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // A deployment keeps its own rate limit, which a thousand searches from one address outrun.
    if (response.status === TOO_MANY_REQUESTS && attempt < RATE_LIMITED_ATTEMPTS) {
      await response.body?.cancel();
      const seconds = Number(response.headers.get('retry-after')) || 1;
      await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
      continue;
    }
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<{ data?: { uuid: string } }>;
  }
}

/** Odd searches: the live scenario takes them from the last one back, so it alternates both rules. */
const consensusOf = (index: number): SharedSearch['consensus'] => (index % 2 === 1 ? 'majority' : 'at_least_2');

async function shareSearch(
  baseUrl: string,
  typeId: string,
  participants: Person[],
  consensus: SharedSearch['consensus'],
): Promise<SharedSearch> {
  const [owner, ...members] = participants;
  if (!owner) throw new Error('a shared search needs an owner');
  const created = await call(baseUrl, 'POST', '/search', owner.token, { filters: [{ type_id: typeId }] });
  const uuid = created.data!.uuid;
  await call(baseUrl, 'PUT', `/search/${uuid}/share`, owner.token, { shareable: true, filtered: 'all' });
  for (const member of members) await call(baseUrl, 'POST', `/search/${uuid}/join`, member.token);
  if (consensus === 'majority') {
    await call(baseUrl, 'PUT', `/search/${uuid}/consensus`, owner.token, { rule: { kind: 'majority' } });
  }
  return { uuid, typeId, participants, consensus };
}

/**
 * `count` searches of `perSearch` participants each, taking the searchers in turn (again from the
 * first when there are fewer than the searches need); `typeFor` picks each search's type.
 */
export function shareSearches(
  baseUrl: string,
  searchers: readonly Person[],
  count: number,
  perSearch: number,
  typeFor: (index: number) => string,
): Promise<SharedSearch[]> {
  if (searchers.length < perSearch) throw new Error(`shared searches need at least ${perSearch} searchers`);
  return concurrently(Array.from({ length: count }), IN_FLIGHT, (_, index) => {
    const participants = Array.from(
      { length: perSearch },
      (__, seat) => searchers[(index * perSearch + seat) % searchers.length]!,
    );
    return shareSearch(baseUrl, typeFor(index), participants, consensusOf(index));
  });
}
