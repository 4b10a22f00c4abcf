// A search's newest matches, as relevance and the newest order need them. Each type is walked
// newest first (coveredRows.ts): a short probe, and a longer walk when the probe shows the matches
// are not rare. A type whose matches are rare is asked of the whole table instead, where the
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
   * What a publication of these types meets to match the search, and to be returned (not excluded),
   * and the score kept with it (relevance's, or 0): only the items of its own type can match a
   * publication, so the others are left out. Lookups: see ItemContext.
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
}

export const byNewest = (first: Match, second: Match) =>
  second.published_us - first.published_us || (first.id < second.id ? -1 : first.id > second.id ? 1 : 0);

const matchColumns = (score: RawBuilder<number>) =>
  sql`p.id, p.type_id, (extract(epoch FROM p.published_at) * 1000000)::int8 AS published_us, ${score}::float8 AS score`;

/** Each type's newest matches within a walk of the given depth, at most `limit` of each. */
async function walk(db: ReadModelDatabase, search: NewestSearch, depths: ReadonlyMap<string, number>, limit: number) {
  const walks = [...depths].map(([type, depth]) => {
    const { where, score } = search.conditionsFor([type], false);
    return sql`(SELECT ${matchColumns(score)} FROM ${newestOfType(type, depth)} WHERE ${where}
      ORDER BY p.published_at DESC, p.id LIMIT ${limit})`;
  });
  const { rows } = await sql<Match>`${sql.join(walks, sql` UNION ALL `)}`.execute(db);
  return rows;
}

/**
 * A first short walk of each type: its newest matches, and how many of the publications walked
 * match the search at all (excluded or not), which tells how far a walk must go.
 */
async function probe(db: ReadModelDatabase, search: NewestSearch, types: readonly string[], limit: number) {
  const densities = types.map((type) => {
    const { matches } = search.conditionsFor([type], false);
    return sql`SELECT ${type}::uuid AS type_id, count(*)::int AS matching
      FROM ${newestOfType(type, WALK_PROBE)} WHERE ${matches}`;
  });
  const [rows, counts] = await Promise.all([
    walk(db, search, new Map(types.map((type) => [type, WALK_PROBE])), limit),
    sql<{ type_id: string; matching: number }>`${sql.join(densities, sql` UNION ALL `)}`.execute(db),
  ]);
  return { rows, matching: new Map(counts.rows.map((row) => [row.type_id, row.matching])) };
}

/**
 * The walk a type needs to pass the matches it must skip (`skipped`, at most) and find `limit`
 * more, at the rate the probe saw; null when the probe saw none, or when the walk would be longer
 * than WALK_DEPTH: such matches are rare, and the filter indexes find them sooner than any walk.
 */
function depthNeeded(matching: number, skipped: number, limit: number): number | null {
  if (matching === 0) return null;
  const depth = Math.ceil(((WALK_PROBE * (limit + skipped)) / matching) * WALK_MARGIN);
  return depth <= WALK_DEPTH ? depth : null;
}

/** Each type's `limit` newest matches a walk finds, and the types left to the filter indexes. */
async function walked(db: ReadModelDatabase, search: NewestSearch, limit: number, skipped: number) {
  const types = [...new Set(search.types)];
  const probed = await probe(db, search, types, limit);
  const count = (rows: readonly Match[], type: string) => rows.filter((row) => row.type_id === type).length;
  const deeper = new Map<string, number>();
  for (const type of types) {
    if (count(probed.rows, type) === limit) continue;
    const depth = depthNeeded(probed.matching.get(type) ?? 0, skipped, limit);
    if (depth !== null && depth > WALK_PROBE) deeper.set(type, depth);
  }
  const walkedDeeper = deeper.size === 0 ? [] : await walk(db, search, deeper, limit);
  const rows = [...probed.rows.filter((row) => !deeper.has(row.type_id)), ...walkedDeeper];
  const complete = new Set(types.filter((type) => count(rows, type) === limit));
  return { rows: rows.filter((row) => complete.has(row.type_id)), short: types.filter((type) => !complete.has(type)) };
}

/**
 * Every match of the types, then the newest: the planner reads them through the filter indexes
 * instead of walking a type's publications in order (this is for the types that walk came up short).
 */
async function newestOfAllMatches(
  db: ReadModelDatabase,
  search: NewestSearch,
  types: readonly string[],
  limit: number,
) {
  const { where, score } = search.conditionsFor(types, true);
  const { rows } = await sql<Match>`
    WITH matches AS MATERIALIZED (
      SELECT ${matchColumns(score)}, p.published_at FROM publications p WHERE ${where})
    SELECT id, type_id, published_us, score FROM matches ORDER BY published_at DESC, id LIMIT ${limit}`.execute(db);
  return rows;
}

/** The `limit` newest matches; `skipped` is how many matches the exclusions may pass over, at most. */
export async function newestMatches(
  db: ReadModelDatabase,
  search: NewestSearch,
  limit: number,
  skipped: number,
): Promise<Match[]> {
  if (!search.walkable) return newestOfAllMatches(db, search, search.types, limit);
  const { rows, short } = await walked(db, search, limit, skipped);
  const others = short.length === 0 ? [] : await newestOfAllMatches(db, search, short, limit);
  return [...rows, ...others].sort(byNewest).slice(0, limit);
}
