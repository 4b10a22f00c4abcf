// A search's newest matches, as relevance and the newest order need them. Each type is walked
// newest first for a bounded depth (coveredRows.ts); a type whose walk finds too few is asked again
// of the whole table, where its few matches are found through the filter indexes and sorted. The
// answers of each type merge newest first, ties by id, as the database orders them.
import type { ReadModelDatabase } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';
import { newestOfType } from './coveredRows.ts';

export interface NewestSearch {
  /** The types the search's items name. */
  types: readonly string[];
  /** Whether its conditions read only what the walk carries (no full text, no storefront). */
  walkable: boolean;
  /**
   * What a match of these types meets, and the score kept with it (relevance's, or 0): only the
   * items of its own type can match a publication, so the others are left out.
   */
  conditionsFor(types: readonly string[]): { where: RawBuilder<boolean>; score: RawBuilder<number> };
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

/** Each type's `limit` newest matches within its walk, and the types whose walk found fewer. */
async function walked(db: ReadModelDatabase, search: NewestSearch, limit: number) {
  const types = [...new Set(search.types)];
  const walks = types.map((type) => {
    const { where, score } = search.conditionsFor([type]);
    return sql`(SELECT ${matchColumns(score)} FROM ${newestOfType(type)} WHERE ${where}
      ORDER BY p.published_at DESC, p.id LIMIT ${limit})`;
  });
  const { rows } = await sql<Match>`${sql.join(walks, sql` UNION ALL `)}`.execute(db);
  const complete = new Set(types.filter((type) => rows.filter((row) => row.type_id === type).length === limit));
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
  const { where, score } = search.conditionsFor(types);
  const { rows } = await sql<Match>`
    WITH matches AS MATERIALIZED (
      SELECT ${matchColumns(score)}, p.published_at FROM publications p WHERE ${where})
    SELECT id, type_id, published_us, score FROM matches ORDER BY published_at DESC, id LIMIT ${limit}`.execute(db);
  return rows;
}

export async function newestMatches(db: ReadModelDatabase, search: NewestSearch, limit: number): Promise<Match[]> {
  if (!search.walkable) return newestOfAllMatches(db, search, search.types, limit);
  const { rows, short } = await walked(db, search, limit);
  const others = short.length === 0 ? [] : await newestOfAllMatches(db, search, short, limit);
  return [...rows, ...others].sort(byNewest).slice(0, limit);
}
