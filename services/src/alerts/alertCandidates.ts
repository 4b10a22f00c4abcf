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

/** The publication's type has an address: its items with places ask for a distance, which needs coordinates. */
const ADDRESSED = sql<boolean>`EXISTS (SELECT 1 FROM publication_types t WHERE t.id = p.type_id AND t.fields ? 'address')`;

export async function alertCandidates(db: ReadModelDatabase, publicationId: string): Promise<AlertCandidate[]> {
  // Located: the items sharing a place key (GIN), and those with no place keys (by type). Without
  // coordinates, a type with an address is found only by items with no place keys (the partial
  // index): the others ask for a distance. A type without an address ignores places (SPEC.md
  // section 5), so every item of it may find the publication, place keys or not.
  const located = sql<boolean>`p.place_keys IS NOT NULL AND f.place_keys && p.place_keys`;
  const unplaced = sql<boolean>`f.place_keys IS NULL`;
  const placesIgnored = sql<boolean>`p.place_keys IS NULL AND f.place_keys IS NOT NULL AND NOT ${ADDRESSED}`;
  const { rows } = await sql<AlertCandidate>`
    WITH found AS (
      ${candidatesWhere(publicationId, located)}
      UNION ${candidatesWhere(publicationId, unplaced)}
      UNION ${candidatesWhere(publicationId, placesIgnored)})
    SELECT a.search_id, a.user_id, sp.participant_key FROM found
    JOIN search_alerts a ON a.search_id = found.search_id
    JOIN search_participants sp ON sp.search_id = a.search_id AND sp.user_id = a.user_id`.execute(db);
  return rows;
}
