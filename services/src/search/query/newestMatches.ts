// A search's newest matches, as relevance and the newest order need them. Each type is walked
// newest first (coveredRows.ts): a short first walk, and a longer one when the first shows the
// matches are not rare. A type whose matches are rare is asked of the whole table instead, where the
// filter indexes find them to be sorted. The answers of each type merge newest first, ties by id,
// as the database orders them.
import type { ReadModelDatabase } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';
import { LONGEST_WALK, newestOfType, TABLE_ROW_WALKS, WALK_DEPTH, WALK_MARGIN, WALK_PROBE } from './coveredRows.ts';
import { typeSizes } from './typeSizes.ts';

export interface NewestSearch {
  /** The types the search's items name. */
  types: readonly string[];
  /** Whether its conditions read only what the walk carries (no full text, no storefront). */
  walkable: boolean;
  /**
   * What a publication of these types meets to match the search (`matches`), and to be returned as
   * well (`where`: matching and not excluded), and the score kept with it (relevance's, or 0): only
   * the items of its own type can match a publication, so the others are left out. Lookups: see
   * ItemContext.
   */
  conditionsFor(
    types: readonly string[],
    lookups: boolean,
  ): {
    matches: RawBuilder<boolean>;
    where: RawBuilder<boolean>;
    score: RawBuilder<number>;
  };
}

export interface Match {
  id: string;
  type_id: string;
  /** Microseconds since 1970, exact: the database's order, where a Date keeps milliseconds only. */
  published_us: number;
  score: number;
  /** When its priority ends (ms since 1970), or null: an order holds until a priority in it ends. */
  priority_expires_ms: number | null;
}

/** A publication's priority end in ms since 1970 (null without one), read with each match. */
export const PRIORITY_EXPIRES_MS = sql<number | null>`(extract(epoch FROM p.priority_expires_at) * 1000)::float8`;

export const byNewest = (first: Match, second: Match) =>
  second.published_us - first.published_us || (first.id < second.id ? -1 : first.id > second.id ? 1 : 0);

const matchColumns = (score: RawBuilder<number>) =>
  sql`p.id, p.type_id, (extract(epoch FROM p.published_at) * 1000000)::int8 AS published_us, ${score}::float8 AS score,
    ${PRIORITY_EXPIRES_MS} AS priority_expires_ms`;

/** A walk's answer for a type: its newest kept matches, and how many matches (kept or not) it passed. */
interface TypeWalk {
  kept: Match[];
  matching: number;
}

/**
 * Each type's `limit` newest kept matches within a walk of the given depth, and with `counted`,
 * how many publications of that walk match at all (excluded or not): how densely matches lie. The
 * kept ones stop the walk as soon as they are found; the count reads the covering index only.
 */
async function walk(
  db: ReadModelDatabase,
  search: NewestSearch,
  depths: ReadonlyMap<string, number>,
  limit: number,
  counted: boolean,
): Promise<Map<string, TypeWalk>> {
  const parts = [...depths].flatMap(([type, depth]) => {
    const { matches, where, score } = search.conditionsFor([type], false);
    const kept = sql`(SELECT ${matchColumns(score)}, NULL::int AS matching FROM ${newestOfType(type, depth)}
      WHERE ${where} ORDER BY p.published_at DESC, p.id LIMIT ${limit})`;
    if (!counted) return [kept];
    const count = sql`(SELECT NULL::uuid, ${type}::uuid, NULL::int8, NULL::float8, NULL::float8, count(*)::int
      FROM ${newestOfType(type, depth)} WHERE ${matches})`;
    return [kept, count];
  });
  const { rows } = await sql<Match & { matching: number | null }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  const walks = new Map([...depths.keys()].map((type): [string, TypeWalk] => [type, { kept: [], matching: 0 }]));
  for (const { matching, ...match } of rows) {
    const typeWalk = walks.get(match.type_id)!;
    if (matching === null) typeWalk.kept.push(match);
    else typeWalk.matching = matching;
  }
  return walks;
}

/**
 * The longest walk of a type that still costs less than reading every match of it from the table,
 * as the whole-table path does (a row from the table costs about TABLE_ROW_WALKS walked entries):
 * WALK_DEPTH, or further in a large type whose matches, though too sparse for a short walk, are
 * many (`typeSize` publications, matches at the first walk's rate).
 */
export function longestWalk(walked: number, matching: number, typeSize: number | undefined): number {
  if (typeSize === undefined || matching <= 1) return WALK_DEPTH;
  const matchesInType = ((matching - 1) / walked) * typeSize;
  return Math.min(LONGEST_WALK, Math.max(WALK_DEPTH, Math.floor(matchesInType * TABLE_ROW_WALKS)));
}

/**
 * How deep a type must be walked to find `limit` kept matches, from a first walk of `walked`
 * publications that passed `matching` matches and kept `kept` of them: deep enough to pass the
 * client's `skipped` at the rate matches lie, and the rest of what the server leaves out (what the
 * participant decided) at the rate kept ones lie. Null when matches are so rare that the filter
 * indexes find them sooner than any walk (see longestWalk). Rates read from one or two rows are
 * mostly chance: one fewer is counted.
 */
export function depthNeeded(
  walked: number,
  found: { matching: number; kept: number },
  wanted: { limit: number; skipped: number },
  typeSize?: number,
) {
  if (found.matching <= 1) return null;
  const longest = longestWalk(walked, found.matching, typeSize);
  const forMatches = Math.ceil(((walked * (wanted.limit + wanted.skipped)) / (found.matching - 1)) * WALK_MARGIN);
  if (forMatches > longest) return null;
  const forKept = found.kept <= 1 ? longest : Math.ceil(((walked * wanted.limit) / (found.kept - 1)) * WALK_MARGIN);
  return Math.min(longest, Math.max(forMatches, forKept));
}

/** Walks after the first, at most: a second walk that still came short goes once more, deeper. */
const DEEPER_WALKS = 2;

/**
 * Each type's `limit` newest matches a walk finds, and the types left to the filter indexes. A type
 * the first walk showed sparse is walked as deep as its rate says; when chance made that walk come a
 * few short, the rate it found sizes one more instead of handing the type to the filter indexes,
 * which read every match from the table (at 1,000,000 publications, 98 of 100 vehicles found in
 * 8,334 sent 22,551 pages to be read).
 */
export async function walkNewest(db: ReadModelDatabase, search: NewestSearch, limit: number, skipped: number) {
  const types = [...new Set(search.types)];
  if (!search.walkable) return { rows: [], short: types };
  const [probed, sizes] = await Promise.all([
    walk(db, search, new Map(types.map((type) => [type, WALK_PROBE])), limit, true),
    typeSizes(db),
  ]);
  let walked = probed;
  const depths = new Map(types.map((type) => [type, WALK_PROBE]));
  for (let round = 0; round < DEEPER_WALKS; round += 1) {
    const deeper = new Map<string, number>();
    for (const [type, found] of walked) {
      if (found.kept.length >= limit) continue;
      const depth = depths.get(type)!;
      // Past the first walk only kept matches are counted; they stand for all matches, which only goes deeper.
      const kept = found.kept.length;
      const seen = round === 0 ? { matching: found.matching, kept } : { matching: kept, kept };
      const next = depthNeeded(depth, seen, { limit, skipped: round === 0 ? skipped : 0 }, sizes.get(type));
      if (next !== null && next > depth) deeper.set(type, next);
    }
    if (deeper.size === 0) break;
    walked = new Map([...walked, ...(await walk(db, search, deeper, limit, false))]);
    for (const [type, depth] of deeper) depths.set(type, depth);
  }
  const complete = types.filter((type) => walked.get(type)!.kept.length >= limit);
  return {
    rows: complete.flatMap((type) => walked.get(type)!.kept),
    short: types.filter((type) => !complete.includes(type)),
  };
}

/**
 * Every match of the types, then the `limit` newest or best scored: the planner reads them through
 * the filter indexes instead of walking the types' publications in order (this is for the types
 * whose matches a walk would not find soon).
 */
export async function bestOfAllMatches(
  db: ReadModelDatabase,
  search: NewestSearch,
  types: readonly string[],
  limit: number,
  by: 'newest' | 'score',
) {
  const { where, score } = search.conditionsFor(types, true);
  const order = by === 'newest' ? sql`published_at DESC, id` : sql`score DESC, id`;
  const { rows } = await sql<Match>`
    WITH matches AS MATERIALIZED (
      SELECT ${matchColumns(score)}, p.published_at FROM publications p WHERE ${where})
    SELECT id, type_id, published_us, score, priority_expires_ms FROM matches ORDER BY ${order} LIMIT ${limit}`.execute(
    db,
  );
  return rows;
}

/** The `limit` newest matches; `skipped` is how many matches the exclusions may pass over, at most. */
export async function newestMatches(
  db: ReadModelDatabase,
  search: NewestSearch,
  limit: number,
  skipped: number,
): Promise<Match[]> {
  const { rows, short } = await walkNewest(db, search, limit, skipped);
  const others = short.length === 0 ? [] : await bestOfAllMatches(db, search, short, limit, 'newest');
  return [...rows, ...others].sort(byNewest).slice(0, limit);
}
