// A search's newest matches, as relevance and the newest order need them. Each type is walked
// newest first (coveredRows.ts): a short first walk, and a longer one when the first shows the
// matches are not rare. A type whose matches are rare is asked of the whole table instead, where the
// filter indexes find them to be sorted. The answers of each type merge newest first, ties by id,
// as the database orders them.
import type { ReadModelDatabase } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';
import { newestOfType, WALK_DEPTH, WALK_MARGIN, WALK_PROBE } from './coveredRows.ts';

export interface NewestSearch {
  /** The types the search's items name. */
  types: readonly string[];
  /** Whether its conditions read only what the walk carries (no full text, no storefront). */
  walkable: boolean;
  /**
   * What a publication of these types meets to match the search (`matches`), to be returned as well
   * (`where`, with `kept`: not excluded), and the score kept with it (relevance's, or 0): only the
   * items of its own type can match a publication, so the others are left out. Lookups: see
   * ItemContext.
   */
  conditionsFor(
    types: readonly string[],
    lookups: boolean,
  ): {
    matches: RawBuilder<boolean>;
    kept: RawBuilder<boolean>;
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
}

export const byNewest = (first: Match, second: Match) =>
  second.published_us - first.published_us || (first.id < second.id ? -1 : first.id > second.id ? 1 : 0);

const matchColumns = (score: RawBuilder<number>) =>
  sql`p.id, p.type_id, (extract(epoch FROM p.published_at) * 1000000)::int8 AS published_us, ${score}::float8 AS score`;

type Walked = Match & { kept: boolean };

/**
 * Each type's newest matches within a walk of the given depth, excluded ones too (flagged), as
 * many as it takes to find `limit` kept after passing `skipped` excluded: what a type has within
 * the walk, and how densely its matches lie, in one reading.
 */
async function walk(
  db: ReadModelDatabase,
  search: NewestSearch,
  depths: ReadonlyMap<string, number>,
  wanted: { limit: number; skipped: number },
) {
  const walks = [...depths].map(([type, depth]) => {
    const { matches, kept, score } = search.conditionsFor([type], false);
    return sql`(SELECT ${matchColumns(score)}, ${kept} AS kept FROM ${newestOfType(type, depth)} WHERE ${matches}
      ORDER BY p.published_at DESC, p.id LIMIT ${wanted.limit + wanted.skipped})`;
  });
  const { rows } = await sql<Walked>`${sql.join(walks, sql` UNION ALL `)}`.execute(db);
  return rows;
}

/**
 * The walk a type needs to pass the matches it must skip (`skipped`, at most) and find `limit`
 * more, at the rate a first walk saw (`matching` of `walked`); null when it saw none, or when the
 * walk would be longer than WALK_DEPTH: such matches are rare, and the filter indexes find them
 * sooner than any walk.
 */
function depthNeeded(matching: number, walked: number, wanted: { limit: number; skipped: number }): number | null {
  // One match fewer than seen: a rate read from one or two matches is mostly chance.
  if (matching <= 1) return null;
  const depth = Math.ceil(((walked * (wanted.limit + wanted.skipped)) / (matching - 1)) * WALK_MARGIN);
  return depth <= WALK_DEPTH ? depth : null;
}

/** Each type's `limit` newest matches a walk finds, and the types left to the filter indexes. */
export async function walkNewest(db: ReadModelDatabase, search: NewestSearch, limit: number, skipped: number) {
  if (!search.walkable) return { rows: [], short: [...new Set(search.types)] };
  const types = [...new Set(search.types)];
  const wanted = { limit, skipped };
  const ofType = (rows: readonly Walked[], type: string) => rows.filter((row) => row.type_id === type);
  const keptOf = (rows: readonly Walked[], type: string) => ofType(rows, type).filter((row) => row.kept);
  const probed = await walk(db, search, new Map(types.map((type) => [type, WALK_PROBE])), wanted);
  const deeper = new Map<string, number>();
  for (const type of types) {
    if (keptOf(probed, type).length >= limit) continue;
    const depth = depthNeeded(ofType(probed, type).length, WALK_PROBE, wanted);
    if (depth !== null && depth > WALK_PROBE) deeper.set(type, depth);
  }
  const rows = [
    ...probed.filter((row) => !deeper.has(row.type_id)),
    ...(deeper.size === 0 ? [] : await walk(db, search, deeper, wanted)),
  ];
  const complete = types.filter((type) => keptOf(rows, type).length >= limit);
  return {
    rows: complete.flatMap((type) => keptOf(rows, type).slice(0, limit)),
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
    SELECT id, type_id, published_us, score FROM matches ORDER BY ${order} LIMIT ${limit}`.execute(db);
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
