// Sixteen people swiping at once, each a visitor with a search of their own, deciding over HTTP as
// the web client does. Every decision answered 2xx is remembered: it must survive any crash.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface Acknowledged {
  searchUuid: string;
  guestKey: string;
  publicationId: string;
  like: boolean;
}

export interface SwiperSearch {
  uuid: string;
  guestKey: string;
  /** Publications of the search's type, in the order this swiper decides them. */
  cards: string[];
}

const REQUEST_TIMEOUT_MS = 10_000;

/** A new guest search per swiper, over the type with the most publications. */
export async function newSwiperSearches(url: string, databaseUrl: string, count: number): Promise<SwiperSearch[]> {
  const { typeId, publicationIds } = await largestType(databaseUrl);
  return Promise.all(
    Array.from({ length: count }, async () => {
      const guestKey = randomBytes(24).toString('base64url');
      const body = { filters: [{ type_id: typeId }], order: 'newest' };
      const response = await call(url, 'POST', '/search', guestKey, body);
      if (!response.ok) throw new Error(`creating a search answered ${response.status}: ${await response.text()}`);
      const uuid = ((await response.json()) as { data: { uuid: string } }).data.uuid;
      return { uuid, guestKey, cards: shuffled(publicationIds) };
    }),
  );
}

/**
 * Each swiper decides its cards one after another until `stopped()` says so or a request fails
 * (the platform was killed): a decision whose answer never came is not acknowledged.
 */
export async function swipeUntilStopped(
  url: string,
  searches: readonly SwiperSearch[],
  stopped: () => boolean,
  acknowledged: Acknowledged[],
  onSent: () => void,
): Promise<void> {
  await Promise.all(
    searches.map(async (search) => {
      for (const publicationId of search.cards) {
        if (stopped()) return;
        const like = Math.random() < 0.5;
        const body = { publication_id: publicationId, like };
        onSent();
        const answer = await call(url, 'POST', `/search/${search.uuid}/decision`, search.guestKey, body).catch(
          () => undefined,
        );
        if (!answer?.ok) return;
        acknowledged.push({ searchUuid: search.uuid, guestKey: search.guestKey, publicationId, like });
      }
    }),
  );
}

export function call(url: string, method: 'GET' | 'POST', path: string, guestKey: string, body?: object) {
  return fetch(`${url}/api${path}`, {
    method,
    headers: { 'x-guest-key': guestKey, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

async function largestType(databaseUrl: string): Promise<{ typeId: string; publicationIds: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ type_id: string; ids: string[] }>(
      `SELECT type_id, array_agg(id::text) AS ids FROM publications WHERE public
       GROUP BY type_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const row = result.rows[0];
    if (!row) throw new Error('the demo world has no public publication');
    return { typeId: row.type_id, publicationIds: row.ids };
  } finally {
    await client.end();
  }
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
