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

const addTo = <Key>(map: Map<Key, Set<IndexedItem>>, key: Key, item: IndexedItem) => {
  const items = map.get(key);
  if (items) items.add(item);
  else map.set(key, new Set([item]));
};

const removeFrom = <Key>(map: Map<Key, Set<IndexedItem>>, key: Key, item: IndexedItem) => {
  const items = map.get(key);
  items?.delete(item);
  if (items?.size === 0) map.delete(key);
};

export class AlertIndex {
  private readonly searches = new Map<string, IndexedSearch>();
  private readonly byPlaceKey = new Map<string, Set<IndexedItem>>();
  /** Items without place keys (no places, or one too wide for cells), by type. */
  private readonly unplacedByType = new Map<string, Set<IndexedItem>>();
  private readonly byType = new Map<string, Set<IndexedItem>>();
  /** The searches each person gets alerts of: a deleted account's are re-read. */
  private readonly searchesByUser = new Map<string, Set<string>>();

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

  /**
   * The items that may find the publication, as the place keys narrow them: those sharing one of its
   * keys and those without keys. Without coordinates, a type with an address is found only by items
   * without keys (the others ask for a distance); a type without one ignores places (SPEC.md section 5).
   */
  candidates(publication: AlertedPublication): IndexedItem[] {
    const found = new Set<IndexedItem>();
    const { type_id: typeId, place_keys: keys } = publication;
    const addAll = (items: Set<IndexedItem> | undefined) => {
      for (const item of items ?? []) if (item.typeId === typeId) found.add(item);
    };
    if (keys === null && !publication.addressed) addAll(this.byType.get(typeId));
    else addAll(this.unplacedByType.get(typeId));
    if (keys !== null) for (const key of keys) addAll(this.byPlaceKey.get(key));
    return [...found];
  }

  private add(search: IndexedSearch) {
    if (search.persons.length === 0) return;
    this.searches.set(search.id, search);
    for (const person of search.persons) {
      const searches = this.searchesByUser.get(person.userId) ?? new Set();
      searches.add(search.id);
      this.searchesByUser.set(person.userId, searches);
    }
    for (const item of search.items) {
      addTo(this.byType, item.typeId, item);
      if (item.placeKeys === null) addTo(this.unplacedByType, item.typeId, item);
      else for (const key of item.placeKeys) addTo(this.byPlaceKey, key, item);
    }
  }

  private remove(id: string) {
    const search = this.searches.get(id);
    if (!search) return;
    this.searches.delete(id);
    for (const person of search.persons) this.searchesByUser.get(person.userId)?.delete(id);
    for (const item of search.items) {
      removeFrom(this.byType, item.typeId, item);
      if (item.placeKeys === null) removeFrom(this.unplacedByType, item.typeId, item);
      else for (const key of item.placeKeys) removeFrom(this.byPlaceKey, key, item);
    }
  }
}
