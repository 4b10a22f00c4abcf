// A search's order, found once for everyone who swipes it. Its first batches of ids, with nobody's
// decisions left out, are cached (projectedRows.ts) until the publications or the catalogue
// change, or until a priority among them ends (the only way time alone moves an order). Each
// participant's batch is then those ids less what they decided and what the client holds: one
// lookup by key, where finding the batch meant walking the catalogue for each participant. Two
// batches are found first (a new search costs about what one batch did); a participant who goes
// past them has ten found. Past those, the search runs with the exclusions as it always did.
import {
  cachesProjected,
  fewProjectedRows,
  type ReadModelDatabase,
  type ReadModels,
  readProjected,
} from '@app/projections';
import { SEARCH_CATALOGUE } from '../criteria/catalogueCache.ts';
import { orderedIds, resultIds, type SearchQuery } from '../query/searchQueries.ts';
import { groupLikedFor } from '../swipeFacts/groupLikes.ts';
import { type SwipeFacts, swipeFactsOn } from '../swipeFacts/resultDecisions.ts';

/** How many batches of a search's order are found, as participants go further. */
const RANKED_PAGES = [2, 10];

interface Ranking {
  ids: readonly string[];
  /** How many ids were asked for. */
  depth: number;
  /** Every match is among the ids. */
  complete: boolean;
  /** Until when (ms since 1970) the order holds: the first end of a priority among the ids. */
  validUntil: number;
}

/** Searches with the same criteria and scope share an order; each order is a few kilobytes. */
const rankings = fewProjectedRows<Ranking>(
  1_000,
  'publications',
  'publication_publishers',
  // A group search's order changes with the group's members (its portfolio), a microsite's with its users.
  'group_members',
  'microsite_users',
  ...SEARCH_CATALOGUE.tables,
);

/** The cached order when it holds at least `depth` ids (or all there are), else found now. */
function rankingOf(readModels: ReadModels, query: SearchQuery, depth: number, now: Date) {
  const { db } = readModels;
  const key = JSON.stringify([query.criteria, query.scope]);
  const rank = async (): Promise<Ranking> => {
    const { ids, validUntil } = await orderedIds(db, query, { except: [] }, depth, now);
    return { ids, depth, complete: ids.length < depth, validUntil };
  };
  const current = (ranking: Ranking) =>
    ranking.validUntil > now.getTime() && (ranking.complete || ranking.depth >= depth);
  return readProjected(readModels, rankings, key, rank, current);
}

/** Who asks for the next batch of a search, and what they hold already. */
export interface BatchRequest {
  searchId: string;
  /** The caller's key when they take part: what they decided is left out. */
  participantKey: string | null;
  /** The client's cards (`except`), left out as well. */
  except: readonly string[];
  limit: number;
  now: Date;
  /** Put what the others like first (configuration OTHERS_LIKES_FIRST). */
  othersLikesFirst?: boolean;
}

/**
 * A participant's next ids past the cached order, walking the catalogue with the exclusions. In
 * a group's deck, first what nobody in the search decided, then (when those run out) what the
 * others passed on.
 */
async function walkedIds(db: ReadModelDatabase, query: SearchQuery, request: BatchRequest, groupDeck: boolean) {
  const { searchId, participantKey, except, limit, now } = request;
  if (participantKey === null) return resultIds(db, query, { except }, limit, now);
  const decidedBy = { searchId, participantKey };
  if (!groupDeck) return resultIds(db, query, { except, decidedBy }, limit, now);
  const unseen = await resultIds(db, query, { except, decidedBy: { ...decidedBy, byGroup: true } }, limit, now);
  if (unseen.length === limit) return unseen;
  const passed = await resultIds(db, query, { except: [...except, ...unseen], decidedBy }, limit - unseen.length, now);
  return [...unseen, ...passed];
}

/**
 * The next batch's ids in the search's order and what swiping puts on its cards. From the
 * cached order, one lookup finds both at once; past it the search runs with the exclusions, and
 * the facts are read for the batch when the caller asks (beside the cards; never for a batch it drops).
 * In a group's deck (`othersLikesFirst`, for a participant) what another participant already passed
 * on goes after what nobody decided yet, each in the search's order: a card one of them rejected
 * can win fewer people over, and under a unanimous rule none.
 */
async function batchInOrder(
  readModels: ReadModels,
  query: SearchQuery,
  request: BatchRequest,
): Promise<{ ids: string[]; facts: () => Promise<SwipeFacts> }> {
  const { db } = readModels;
  const { searchId, participantKey, except, limit, now } = request;
  const groupDeck = participantKey !== null && request.othersLikesFirst !== false;
  const held = new Set(except);
  let tried: Ranking | undefined;
  // A process that cannot cache the order (ROLE=api) would find it for every batch: it finds the batch alone.
  for (const pages of cachesProjected(readModels, rankings) ? RANKED_PAGES : []) {
    const ranking = await rankingOf(readModels, query, limit * pages, now);
    // The deeper order may be the one already read.
    if (!ranking || ranking === tried) continue;
    tried = ranking;
    const facts = await swipeFactsOn(db, searchId, participantKey, ranking.ids);
    const open = ranking.ids.filter((id) => !held.has(id) && !facts.decided(id));
    const unseen = groupDeck ? open.filter((id) => !facts.decidedByOthers(id)) : open;
    // Past the order's end, what nobody decided may lie further on: only a complete order tells.
    if (unseen.length >= limit || ranking.complete) {
      const passed = groupDeck ? open.filter((id) => facts.decidedByOthers(id)) : [];
      const ids = [...unseen, ...passed].slice(0, limit);
      return { ids, facts: async () => facts };
    }
  }
  const ids = await walkedIds(db, query, request, groupDeck);
  return { ids, facts: () => swipeFactsOn(db, searchId, participantKey, ids) };
}

/**
 * The next batch: a participant first gets what the others of the group already like (groupLikes.ts),
 * then the search's order: what nobody decided yet, then what the others passed on. The others'
 * likes are read beside the batch in order, not before it: mostly there are none, and the batch is
 * then the answer at the cost of one round trip. When there are some, the batch less them is the
 * rest: a liked card is either past the batch or among what the others decided, which the batch
 * deals last, so leaving it out only moves the rest forward.
 */
export async function nextBatch(
  readModels: ReadModels,
  query: SearchQuery,
  request: BatchRequest,
): Promise<{ ids: string[]; facts: () => Promise<SwipeFacts> }> {
  const { db } = readModels;
  const { searchId, participantKey, except, limit } = request;
  if (participantKey === null || request.othersLikesFirst === false) return batchInOrder(readModels, query, request);
  const [liked, inOrder] = await Promise.all([
    groupLikedFor(db, { searchId, participantKey, except, limit }),
    batchInOrder(readModels, query, request),
  ]);
  if (liked.length === 0) return inOrder;
  const likedIds = new Set(liked);
  const rest = inOrder.ids.filter((id) => !likedIds.has(id)).slice(0, limit - liked.length);
  const ids = [...liked, ...rest];
  return { ids, facts: () => swipeFactsOn(db, searchId, participantKey, ids) };
}
