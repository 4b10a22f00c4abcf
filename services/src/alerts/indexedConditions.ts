// A candidate item tested against a publication in memory, stating exactly what the search's own
// conditions state in SQL (search/query: filterCondition.ts, placesCondition.ts, scopeCondition.ts)
// and what the alerts projection filed for them (projections/src/alert): the same float8 numbers in
// the same operations, so the answers are the same. SQL's unknown (a null compared) is not met.
// percolateReference.int.spec.ts holds the whole percolator to the search's own answers.
import type { AlertedPublication } from './alertedPublication.ts';
import type { IndexedItem, IndexedPlace, IndexedSearch } from './alertIndexRows.ts';

const KM_PER_DEGREE_LATITUDE = 110.574;

/** The item's category, operation and price band fit the publication (the lookup stated its type). */
export function fits(item: IndexedItem, publication: AlertedPublication): boolean {
  if (item.categoryId !== null && !publication.categories.includes(item.categoryId)) return false;
  if (item.operation !== null && item.operation !== publication.operation) return false;
  if (item.currency === null) return true;
  if (item.currency !== publication.currency) return false;
  const { price } = publication;
  if (item.priceMin !== null && (price === null || !(price >= item.priceMin))) return false;
  if (item.priceMax !== null && (price === null || !(price <= item.priceMax))) return false;
  return true;
}

/** Within the place: the radius, and for a place too wide for cells its box as well. */
function within(place: IndexedPlace, latitude: number, longitude: number): boolean {
  const north = (latitude - place.latitude) * KM_PER_DEGREE_LATITUDE;
  const east = (longitude - place.longitude) * place.kmPerDegreeLongitude;
  if (!(north ** 2 + east ** 2 <= place.radiusSquared)) return false;
  if (!place.wide) return true;
  return latitude >= place.south && latitude <= place.north && longitude >= place.west && longitude <= place.east;
}

/** The search's places let the publication in: its type ignores them, there are none, or it lies within one. */
export function placed(search: IndexedSearch, publication: AlertedPublication): boolean {
  if (!publication.addressed || search.places.length === 0) return true;
  const { latitude, longitude } = publication;
  if (latitude === null || longitude === null) return false;
  for (const place of search.places) if (within(place, latitude, longitude)) return true;
  return false;
}

/** The platform asks for a public publication, a storefront for one of its seller's too. */
export function inScope(search: IndexedSearch, publication: AlertedPublication): boolean {
  if (!publication.public) return false;
  return search.scopeUserId === null || publication.publishers.includes(search.scopeUserId);
}
