// A bounded newest-first walk over one type's public publications, as a row source aliased `p` that
// search conditions read like the table. It reads only the columns the covering index
// `publications_search_walk` (migration 0023) carries, so the walk never visits the table: about a
// microsecond per publication walked, where each publication fetched from the table costs several,
// in whatever order the catalogue was written.
import { type RawBuilder, sql } from 'kysely';

/** Publications walked per type before the walk gives up (a few milliseconds at most). */
export const WALK_DEPTH = 3_000;

/** Every column a search condition, score or order reads, except the full text (not in the index). */
const WALK_COLUMNS = sql.raw(`p.id, p.type_id, p.published_at, p.categories, p.currency, p.amount, p.amount_sale,
  p.latitude, p.longitude, p.place_cells, p.priority_expires_at, p.extras, true AS public`);

export function newestOfType(typeId: string, depth = WALK_DEPTH): RawBuilder<unknown> {
  return sql`(SELECT ${WALK_COLUMNS} FROM publications p
    WHERE p.public AND p.published_at IS DISTINCT FROM '-infinity' AND p.type_id = ${typeId}
    ORDER BY p.published_at DESC, p.id LIMIT ${depth}) AS p`;
}
