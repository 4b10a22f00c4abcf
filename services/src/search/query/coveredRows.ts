// Row sources over the covering indexes of migration 0023, aliased `p` so search conditions read
// them like the table. They carry every column a condition, score or order reads (the full text
// aside), so reading them never touches the table: about a microsecond per publication, where each
// publication fetched from the table costs several, in whatever order the catalogue was written.
import { type RawBuilder, sql } from 'kysely';

/** Publications a first walk of a type reads: well under a millisecond. */
export const WALK_PROBE = 500;
/** The longest walk of a type (a few milliseconds): past it the filter indexes are quicker, unless the type is large. */
export const WALK_DEPTH = 6_000;
/**
 * A walk never goes further (about 20 ms), however many matches reading them from the table would
 * cost: past it the filter indexes find them, however slowly.
 */
export const LONGEST_WALK = 40_000;
/**
 * What reading a type's matches from the table costs, per match, in entries walked. The filter
 * indexes find about five candidates per match (each a table page, in whatever order the catalogue
 * was written), each page several times a walked entry: 396 vehicles of a year and mileage took
 * 2,632 pages, about what a walk of 13,400 cost (both 25–60 ms at load 24, 100,000 publications).
 */
export const TABLE_ROW_WALKS = 30;
/** How much further than the probe's rate predicts a walk goes, so it rarely falls short. */
export const WALK_MARGIN = 1.5;

const COLUMNS = sql.raw(`p.id, p.type_id, p.published_at, p.categories, p.currency, p.amount, p.amount_sale,
  p.latitude, p.longitude, p.stock_keys, p.priority_expires_at, p.extras, p.operation, true AS public`);

/**
 * The `depth` newest public publications of a type, newest first. The predicate only this walk
 * states keeps its index to itself (see the migration).
 */
export function newestOfType(typeId: string, depth: number): RawBuilder<unknown> {
  return sql`(SELECT ${COLUMNS} FROM publications p
    WHERE p.public AND p.published_at IS DISTINCT FROM '-infinity' AND p.type_id = ${typeId}
    ORDER BY p.published_at DESC, p.id LIMIT ${depth}) AS p`;
}

/**
 * Public publications of the types with a priority active at `now`, published since `since`: a few
 * percent of the catalogue. `OFFSET 0` keeps the planner from merging the search's conditions in and
 * reading them through the filters index instead.
 */
export function prioritisedSince(typeIds: readonly string[], since: Date, now: Date): RawBuilder<unknown> {
  return sql`(SELECT ${COLUMNS} FROM publications p
    WHERE p.public AND p.priority_expires_at > ${now} AND p.type_id = ANY(${typeIds}::uuid[])
      AND p.published_at >= ${since} OFFSET 0) AS p`;
}
