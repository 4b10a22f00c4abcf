// A publication as the alert percolator tests it against the saved searches held in memory
// (alertIndex.ts), read in one statement: what the filter items compare (type, categories, operation,
// currency, the buyer's price), where it lies (coordinates and the place keys of its cells), whether
// its type has an address, who publishes it (a storefront's scope) and whether anyone decided it yet.
import { PREPARED, type ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import { ADDRESSED } from './filedConditions.ts';

export interface AlertedPublication {
  id: string;
  type_id: string;
  categories: string[];
  operation: string | null;
  currency: string;
  /** What a buyer pays: the sale price, else the price. */
  price: number | null;
  latitude: number | null;
  longitude: number | null;
  public: boolean;
  /** Read as float8, as the index reads the items' (alertIndexRows.ts). */
  place_keys: number[] | null;
  addressed: boolean;
  publishers: string[];
  /** Someone liked or rejected it in some search: only then may a person's decisions leave it out. */
  decided: boolean;
}

export async function readAlertedPublication(
  db: ReadModelDatabase,
  publicationId: string,
): Promise<AlertedPublication | undefined> {
  const { rows } = await sql<AlertedPublication>`
    SELECT p.id, p.type_id, p.categories, p.operation, p.currency, coalesce(p.amount_sale, p.amount) AS price,
      p.latitude, p.longitude, p.public, p.place_keys::float8[] AS place_keys, ${ADDRESSED} AS addressed,
      ARRAY(SELECT pp.user_id FROM publication_publishers pp WHERE pp.publication_id = p.id) AS publishers,
      EXISTS (SELECT 1 FROM search_decisions d WHERE d.publication_id = p.id AND d."like" IS NOT NULL) AS decided
    FROM publications p WHERE p.id = ${publicationId} ${PREPARED}`.execute(db);
  return rows[0];
}
