// A candidate item `f` (search_alert_filters) tested against the publication `p` by what the alerts
// projection filed beside it (projections/src/alert): its places, extras and stock, each stated as
// the search's own condition states it (search/query: placesCondition.ts, extraConditions.ts,
// stockCondition.ts), in one statement for every candidate. A criterion counts as met only when its
// condition is true, as in a WHERE clause. percolateReference.int.spec.ts holds both to one answer.
import { sql } from 'kysely';

/** The publication's type has an address: its items with places ask for a distance, which needs coordinates. */
export const ADDRESSED = sql<boolean>`EXISTS (SELECT 1 FROM publication_types t WHERE t.id = p.type_id AND t.fields ? 'address')`;

/** Within the place `pl`: the radius, and for a place too wide for cells its box as well. */
const WITHIN = sql<boolean>`((p.latitude - pl.latitude) * 110.574::float8) ^ 2
    + ((p.longitude - pl.longitude) * pl.km_per_degree_longitude) ^ 2 <= pl.radius_squared
  AND (NOT pl.wide OR (p.latitude BETWEEN pl.south AND pl.north AND p.longitude BETWEEN pl.west AND pl.east))`;

/** The item's places let the publication in: its type ignores them, the search has none, or it lies within one. */
const PLACED = sql<boolean>`(NOT ${ADDRESSED}
  OR NOT EXISTS (SELECT 1 FROM search_alert_places pl WHERE pl.search_id = f.search_id)
  OR EXISTS (SELECT 1 FROM search_alert_places pl WHERE pl.search_id = f.search_id AND ${WITHIN}))`;

/** One extra `x` of the kind `kind.type` (the catalogue's; none: an extra the type lacks, never met). */
const EXTRA_MET = sql<boolean>`CASE
  WHEN kind.type = 'number' THEN CASE x.number_test
    WHEN 'has' THEN p.extras ? x.slug
    WHEN 'exact' THEN p.extras @? x.number_path::jsonpath
    WHEN 'range' THEN jsonb_path_exists(p.extras, x.number_path::jsonpath, '{}', true)
    ELSE false END
  WHEN kind.type IN ('select', 'radio') THEN p.extras @> ANY(x.contains_any)
  WHEN kind.type = 'checkbox' THEN p.extras @> x.contains_all
  WHEN kind.type IN ('boolean', 'switch') THEN x.wants_true = (p.extras @> jsonb_build_object(x.slug, true))
  WHEN kind.type IN ('text', 'tags') THEN NOT EXISTS (SELECT 1 FROM unnest(x.words) AS word(value)
    WHERE (p.search_text @@ plainto_tsquery('es_unaccent', word.value)) IS NOT TRUE)
  ELSE false END`;

const EXTRAS_MET = sql<boolean>`NOT EXISTS (SELECT 1 FROM search_alert_extras x
  LEFT JOIN LATERAL (SELECT e.config->>'type' AS type FROM extras e
    JOIN publication_types t ON t.id = f.type_id AND t.extra_ids ? e.id::text WHERE e.slug = x.slug) AS kind ON true
  WHERE x.search_id = f.search_id AND x.item = f.item AND (${EXTRA_MET}) IS NOT TRUE)`;

/** Some stock line with units left at one of the places, in one of the colours and sizes. */
const STOCK_MET = sql<boolean>`NOT EXISTS (SELECT 1 FROM search_alert_stock st
  WHERE st.search_id = f.search_id AND st.item = f.item AND NOT EXISTS (
    SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p.extras->'stock') = 'array'
      THEN p.extras->'stock' ELSE '[]'::jsonb END) AS line(entry)
    WHERE coalesce((line.entry->>'quantity')::numeric, 0) > 0
      AND (cardinality(st.places) = 0 OR lower(line.entry->>'place') = ANY(st.places))
      AND (cardinality(st.colors) = 0 OR lower(line.entry->>'color') = ANY(st.colors))
      AND (cardinality(st.sizes) = 0 OR upper(line.entry->>'size') = ANY(st.sizes))))`;

/** The item's places, extras and stock are met (its type, category and price band are the index's test). */
export const FILED_MET = sql<boolean>`(${PLACED} AND ${EXTRAS_MET} AND ${STOCK_MET})`;
