// The percolator's first step: the few (search, person) pairs a publication may alert, found by index
// in the search_alert_filters read model (projections/src/alert) rather than by testing every saved
// search. An item matches here when its type, category and price band fit and one of its place keys
// is the publication's (or it has none); this only narrows, the search's own conditions decide.
import type { ReadModelDatabase } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';

export interface AlertCandidate {
  search_id: string;
  user_id: string;
  /** Their name in the search's decisions (a claimed guest search keeps its guest key's). */
  participant_key: string;
}

/** The item's type, category and price band fit the publication `p`. */
const FITS = sql<boolean>`f.type_id = p.type_id
  AND (f.category_id IS NULL OR f.category_id = ANY(p.categories))
  AND (f.currency IS NULL OR (f.currency = p.currency
    AND (f.price_min IS NULL OR coalesce(p.amount_sale, p.amount) >= f.price_min)
    AND (f.price_max IS NULL OR coalesce(p.amount_sale, p.amount) <= f.price_max)))`;

function candidatesWhere(publicationId: string, where: RawBuilder<boolean>) {
  return sql`SELECT f.search_id FROM publications p JOIN search_alert_filters f ON ${where} AND ${FITS}
    WHERE p.id = ${publicationId}`;
}

export async function alertCandidates(db: ReadModelDatabase, publicationId: string): Promise<AlertCandidate[]> {
  // Located: the items sharing a place key (GIN), and those with no place keys (by type). Without
  // coordinates: every item of the type (only items whose type has no address can find it).
  const located = sql<boolean>`p.place_keys IS NOT NULL AND f.place_keys && p.place_keys`;
  const unplaced = sql<boolean>`f.place_keys IS NULL`;
  const unlocated = sql<boolean>`p.place_keys IS NULL`;
  const { rows } = await sql<AlertCandidate>`
    WITH found AS (
      ${candidatesWhere(publicationId, located)}
      UNION ${candidatesWhere(publicationId, unplaced)}
      UNION ${candidatesWhere(publicationId, unlocated)})
    SELECT a.search_id, a.user_id, sp.participant_key FROM found
    JOIN search_alerts a ON a.search_id = found.search_id
    JOIN search_participants sp ON sp.search_id = a.search_id AND sp.user_id = a.user_id`.execute(db);
  return rows;
}
