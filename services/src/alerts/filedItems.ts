// What the in-memory percolator leaves to SQL (alertIndex.ts): the items asking for extras or stock,
// decided by what the alerts projection filed beside them (filedConditions.ts), and, for a publication
// someone has decided, which of the found people left it undecided (swipe's `undecidedBy`, stated
// once over the pairs' columns). Both are one statement however many rows they test.
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import { undecidedBy } from '../search/index.ts';
import type { AlertPair, IndexedItem } from './alertIndexRows.ts';
import { FILED_MET } from './filedConditions.ts';

/** The searches one of whose `items` meets its filed places, extras and stock. */
export async function searchesMeetingFiled(
  db: ReadModelDatabase,
  publicationId: string,
  items: readonly IndexedItem[],
): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const { rows } = await sql<{ search_id: string }>`
    SELECT DISTINCT f.search_id FROM publications p
    JOIN search_alert_filters f ON (f.search_id, f.item) IN (
      SELECT * FROM unnest(${items.map((item) => item.searchId)}::uuid[], ${items.map((item) => item.item)}::int[]))
    WHERE p.id = ${publicationId} AND ${FILED_MET}`.execute(db);
  return new Set(rows.map((row) => row.search_id));
}

/** The pairs whose person has neither decided the publication there nor discarded it in another search of its scope. */
export async function undecidedPairs<Pair extends AlertPair>(
  db: ReadModelDatabase,
  publicationId: string,
  pairs: readonly Pair[],
): Promise<Pair[]> {
  if (pairs.length === 0) return [];
  const { rows } = await sql<{ undecided: boolean }>`
    SELECT ${undecidedBy(sql`pair.search_id`, sql`pair.participant_key`, sql`${publicationId}::uuid`)} AS undecided
    FROM unnest(${pairs.map((pair) => pair.search_id)}::uuid[], ${pairs.map((pair) => pair.participant_key)}::text[])
      WITH ORDINALITY AS pair(search_id, participant_key, position)
    ORDER BY pair.position`.execute(db);
  return pairs.filter((_, index) => rows[index]!.undecided);
}
