// The percolator's index, in the memory of the process that reacts to news (the live leader): every
// saved search with alerts on, its items filed under the place keys the alerts projection computed
// (the same keys the publications' filters index gives a publication's cells with its type or
// category) and under their type. A publication's lookup reads only the items sharing one of its
// keys, or without keys, and tests each in memory (indexedConditions.ts); an item asking for extras
// or stock is left to its filed criteria in SQL. Loaded from the read models when the instance takes
// the lead, and kept current by re-reading the searches each batch of the log touches (alertReactor.ts).
import type { ReadModelDatabase } from '@app/projections';
import type { AlertedPublication } from './alertedPublication.ts';
import { type IndexedItem, type IndexedSearch, readIndexedSearches } from './alertIndexRows.ts';

type Bucket = Set<IndexedItem>;

/** An item's bucket: what it narrows by (a place key, or its type and category) with its currency and operation. */
const bucketKey = (base: string | number, currency: string | null, operation: string | null) =>
  `${base}|${currency ?? ''}|${operation ?? ''}`;

const typeBase = (typeId: string, categoryId: string | null) => `${typeId}|${categoryId ?? ''}`;

function addTo(buckets: Map<string, Bucket>, base: string | number, item: IndexedItem) {
  const key = bucketKey(base, item.currency, item.operation);
  const items = buckets.get(key);
  if (items) items.add(item);
  else buckets.set(key, new Set([item]));
}

function removeFrom(buckets: Map<string, Bucket>, base: string | number, item: IndexedItem) {
  const key = bucketKey(base, item.currency, item.operation);
  const items = buckets.get(key);
  items?.delete(item);
  if (items?.size === 0) buckets.delete(key);
}

export class AlertIndex {
  private readonly searches = new Map<string, IndexedSearch>();
  /** Items with place keys, under each key. */
  private readonly byPlaceKey = new Map<string, Bucket>();
  /** Items without place keys (no places, or one too wide for cells), under their type and category. */
  private readonly unplacedByType = new Map<string, Bucket>();
  /** Every item, under its type and category. */
  private readonly byType = new Map<string, Bucket>();
  /** The searches each person gets alerts of: a deleted account's are re-read. */
  private readonly searchesByUser = new Map<string, Set<string>>();
  private lookups = 0;

  static async load(db: ReadModelDatabase): Promise<AlertIndex> {
    const index = new AlertIndex();
    for (const search of await readIndexedSearches(db, null)) index.add(search);
    return index;
  }

  get size(): number {
    return this.searches.size;
  }

  search(id: string): IndexedSearch | undefined {
    return this.searches.get(id);
  }

  /** Re-reads these searches (and every search of these people) as the read models show them now. */
  async refresh(db: ReadModelDatabase, searchIds: readonly string[], userIds: readonly string[] = []) {
    const ids = new Set(searchIds);
    for (const userId of userIds) for (const id of this.searchesByUser.get(userId) ?? []) ids.add(id);
    if (ids.size === 0) return;
    const fresh = await readIndexedSearches(db, [...ids]);
    for (const id of ids) this.remove(id);
    for (const search of fresh) this.add(search);
  }

  /** A number of its own for each lookup: what marks the searches it met (IndexedSearch.metIn). */
  newLookup(): number {
    this.lookups += 1;
    return this.lookups;
  }

  /**
   * Calls `visit` with each item that may find the publication, as the place keys narrow them: those
   * sharing one of its keys and those without keys, of its type, categories, currency and operation
   * (or naming none). Without coordinates, a type with an address is found only by items without
   * keys (the others ask for a distance); a type without one ignores places (SPEC.md section 5). An
   * item with several places may come twice. A callback, not a list: a product's lookup passes
   * thousands of items, each tested once and dropped.
   */
  eachCandidate(publication: AlertedPublication, visit: (item: IndexedItem) => void): void {
    const { type_id: typeId, place_keys: keys, currency, operation } = publication;
    const currencies = [null, currency];
    const operations = operation === null ? [null] : [null, operation];
    const read = (buckets: Map<string, Bucket>, base: string | number) => {
      for (const itemCurrency of currencies) {
        for (const itemOperation of operations) {
          const bucket = buckets.get(bucketKey(base, itemCurrency, itemOperation));
          if (bucket) for (const item of bucket) if (item.typeId === typeId) visit(item);
        }
      }
    };
    const byType = keys === null && !publication.addressed ? this.byType : this.unplacedByType;
    read(byType, typeBase(typeId, null));
    for (const category of publication.categories) read(byType, typeBase(typeId, category));
    if (keys !== null) for (const key of keys) read(this.byPlaceKey, key);
  }

  private add(search: IndexedSearch) {
    if (search.pairs.length === 0) return;
    this.searches.set(search.id, search);
    for (const pair of search.pairs) {
      const searches = this.searchesByUser.get(pair.user_id) ?? new Set();
      searches.add(search.id);
      this.searchesByUser.set(pair.user_id, searches);
    }
    for (const item of search.items) {
      addTo(this.byType, typeBase(item.typeId, item.categoryId), item);
      if (item.placeKeys === null) addTo(this.unplacedByType, typeBase(item.typeId, item.categoryId), item);
      else for (const key of new Set(item.placeKeys)) addTo(this.byPlaceKey, key, item);
    }
  }

  private remove(id: string) {
    const search = this.searches.get(id);
    if (!search) return;
    this.searches.delete(id);
    for (const pair of search.pairs) this.searchesByUser.get(pair.user_id)?.delete(id);
    for (const item of search.items) {
      removeFrom(this.byType, typeBase(item.typeId, item.categoryId), item);
      if (item.placeKeys === null) removeFrom(this.unplacedByType, typeBase(item.typeId, item.categoryId), item);
      else for (const key of new Set(item.placeKeys)) removeFrom(this.byPlaceKey, key, item);
    }
  }
}
