// A candidate item tested against a publication in memory, stating exactly what the search's own
// conditions state in SQL (search/query: filterCondition.ts, placesCondition.ts, scopeCondition.ts)
// and what the alerts projection filed for them (projections/src/alert): the same float8 numbers in
// the same operations, so the answers are the same. SQL's unknown (a null compared) is not met. The
// item is read from its bucket's columns (itemColumns.ts), its search's places by slot
// (slotPlaces.ts); the bucket it was read from states its
// operation and currency (none, or the publication's). percolateReference.int.spec.ts holds the
// whole percolator to the search's own answers.
import type { AlertedPublication } from './alertedPublication.ts';
import type { IndexedSearch } from './alertIndexRows.ts';
import { type ItemColumns, NO_CATEGORY } from './itemColumns.ts';
import { PLACE_NUMBERS, type SlotPlaces } from './slotPlaces.ts';

const KM_PER_DEGREE_LATITUDE = 110.574;

/** A publication as the columns compare it: its type and categories as the index numbers them. */
export interface Probe {
  type: number;
  categories: number[];
  price: number | null;
  addressed: boolean;
  latitude: number | null;
  longitude: number | null;
}

/** What the memory says of an item. */
export const Verdict = {
  /** Its type, category or price band does not fit. */
  unfit: 0,
  /** It fits, but the publication lies outside its search's places. */
  elsewhere: 1,
  met: 2,
  /** It fits and lies within, but its extras or stock are decided in SQL. */
  filed: 3,
} as const;
export type Verdict = (typeof Verdict)[keyof typeof Verdict];

function fits(columns: ItemColumns, item: number, probe: Probe): boolean {
  if (columns.types[item] !== probe.type) return false;
  const category = columns.categories[item]!;
  if (category !== NO_CATEGORY && !probe.categories.includes(category)) return false;
  if (columns.priced[item] === 0) return true;
  const low = columns.lows[item]!;
  const high = columns.highs[item]!;
  if (probe.price === null) return low === Number.NEGATIVE_INFINITY && high === Number.POSITIVE_INFINITY;
  return probe.price >= low && probe.price <= high;
}

/** Within a place: the radius, and for a place too wide for cells its box as well. */
function within(places: Float64Array, at: number, latitude: number, longitude: number): boolean {
  const north = (latitude - places[at]!) * KM_PER_DEGREE_LATITUDE;
  const east = (longitude - places[at + 1]!) * places[at + 2]!;
  if (!(north ** 2 + east ** 2 <= places[at + 3]!)) return false;
  if (places[at + 4] === 0) return true;
  return (
    latitude >= places[at + 5]! &&
    latitude <= places[at + 6]! &&
    longitude >= places[at + 7]! &&
    longitude <= places[at + 8]!
  );
}

/** The search's places let the publication in: its type ignores them, there are none, or it lies within one. */
function placed(places: SlotPlaces, slot: number, probe: Probe): boolean {
  const from = places.from[slot]!;
  const to = places.to[slot]!;
  if (!probe.addressed || from === to) return true;
  const { latitude, longitude } = probe;
  if (latitude === null || longitude === null) return false;
  for (let at = from; at < to; at += PLACE_NUMBERS) if (within(places.numbers, at, latitude, longitude)) return true;
  return false;
}

export function verdictOf(columns: ItemColumns, item: number, places: SlotPlaces, probe: Probe): Verdict {
  if (!fits(columns, item, probe)) return Verdict.unfit;
  if (!placed(places, columns.slots[item]!, probe)) return Verdict.elsewhere;
  return columns.filed[item] === 1 ? Verdict.filed : Verdict.met;
}

/** The platform asks for a public publication, a storefront for one of its seller's too. */
export function inScope(search: IndexedSearch, publication: AlertedPublication): boolean {
  if (!publication.public) return false;
  return search.scopeUserId === null || publication.publishers.includes(search.scopeUserId);
}
