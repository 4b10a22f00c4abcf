// The percolator's first step: the few (search, person) pairs a publication may alert, found by index
// in the search_alert_filters read model (projections/src/alert) rather than by testing every saved
// search, and decided in the same statement by what the projection filed beside each item (its
// places, extras and stock: filedConditions.ts) and the search's scope when that is the platform or
// a storefront. A group's portfolio or a microsite is left to the search's own conditions ('check').
import { PREPARED, type ReadModelDatabase } from '@app/projections';
import { type RawBuilder, sql } from 'kysely';
import { undecidedBy } from '../search/index.ts';
import { ADDRESSED, FILED_MET } from './filedConditions.ts';

export interface AlertCandidate {
  search_id: string;
  user_id: string;
  /** Their name in the search's decisions (a claimed guest search keeps its guest key's). */
  participant_key: string;
}

/** The search finds the publication, does not, or only its own conditions can tell. */
export type AlertVerdict = 'found' | 'missed' | 'check';

export interface JudgedCandidate extends AlertCandidate {
  verdict: AlertVerdict;
  /** The person has not decided the publication there, nor discarded it elsewhere (false when missed). */
  undecided: boolean;
}

/** The item's category, operation and price band fit the publication `p` (each lookup states the type). */
const FITS = sql<boolean>`(f.category_id IS NULL OR f.category_id = ANY(p.categories))
  AND (f.operation IS NULL OR f.operation = p.operation)
  AND (f.currency IS NULL OR (f.currency = p.currency
    AND (f.price_min IS NULL OR coalesce(p.amount_sale, p.amount) >= f.price_min)
    AND (f.price_max IS NULL OR coalesce(p.amount_sale, p.amount) <= f.price_max)))`;

function candidatesWhere(publicationId: string, where: RawBuilder<boolean>) {
  return sql`SELECT f.search_id, ${FILED_MET} AS met
    FROM publications p JOIN search_alert_filters f ON ${where} AND ${FITS}
    WHERE p.id = ${publicationId}`;
}

/**
 * No item met: missed. A group's portfolio and a microsite are left to the search's own conditions;
 * the platform asks for a public publication, a storefront for one of its seller's too (scopeCondition.ts).
 */
const VERDICT = sql<AlertVerdict>`CASE
  WHEN NOT found.met THEN 'missed'
  WHEN s.group_id IS NOT NULL OR s.microsite_id IS NOT NULL THEN 'check'
  WHEN NOT p.public THEN 'missed'
  WHEN s.scope_user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM publication_publishers pp
    WHERE pp.publication_id = p.id AND pp.user_id = s.scope_user_id) THEN 'missed'
  ELSE 'found' END`;

/**
 * The candidates of the publication with their verdicts and whether each person left it undecided,
 * as one named statement: its plan, the same for every publication, is made once per connection.
 */
export function judgedCandidates(publicationId: string): RawBuilder<JudgedCandidate> {
  // Located: the items sharing a place key (GIN), and those with no place keys (by type). Without
  // coordinates, a type with an address is found only by items with no place keys (the partial
  // index): the others ask for a distance. A type without an address ignores places (SPEC.md
  // section 5), so every item of it may find the publication, place keys or not.
  const located = sql<boolean>`p.place_keys IS NOT NULL AND f.place_keys && p.place_keys AND f.type_id = p.type_id`;
  const unplaced = sql<boolean>`f.place_keys IS NULL AND f.type_id = p.type_id`;
  const placesIgnored = sql<boolean>`p.place_keys IS NULL AND f.place_keys IS NOT NULL AND NOT ${ADDRESSED}
    AND f.type_id = p.type_id`;
  return sql<JudgedCandidate>`
    WITH items AS (
      ${candidatesWhere(publicationId, located)}
      UNION ${candidatesWhere(publicationId, unplaced)}
      UNION ${candidatesWhere(publicationId, placesIgnored)}),
    found AS (SELECT search_id, bool_or(met) AS met FROM items GROUP BY search_id),
    judged AS (SELECT found.search_id, ${VERDICT} AS verdict FROM found
      JOIN searches s ON s.id = found.search_id JOIN publications p ON p.id = ${publicationId})
    SELECT a.search_id, a.user_id, sp.participant_key, judged.verdict,
      judged.verdict <> 'missed' AND ${undecidedBy(sql`a.search_id`, sql`sp.participant_key`, sql`${publicationId}::uuid`)} AS undecided
    FROM judged
    JOIN search_alerts a ON a.search_id = judged.search_id
    JOIN search_participants sp ON sp.search_id = a.search_id AND sp.user_id = a.user_id ${PREPARED}`;
}

export async function alertCandidates(db: ReadModelDatabase, publicationId: string): Promise<JudgedCandidate[]> {
  const { rows } = await judgedCandidates(publicationId).execute(db);
  return rows;
}
