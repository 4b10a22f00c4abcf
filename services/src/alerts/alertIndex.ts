// The percolator's index, in the memory of the process that reacts to news (the live leader): every
// saved search with alerts on, its items filed under the place keys the alerts projection computed
// (the same keys the publications' filters index gives a publication's cells with its type or
// category) and under their type. A publication's lookup reads only the buckets of items sharing
// one of its keys, or without keys, each packed in columns (itemColumns.ts), and tests each item in
// memory (indexedConditions.ts); an item asking for extras or stock is left to its filed criteria in
// SQL. Loaded from the read models when the instance takes the lead, and kept current by re-reading
// the searches each batch of the log touches (alertReactor.ts).
import { setImmediate } from 'node:timers/promises';
import type { ReadModelDatabase } from '@app/projections';
import type { AlertedPublication } from './alertedPublication.ts';
import { type IndexedItem, type IndexedSearch, readIndexedSearches } from './alertIndexRows.ts';
import { type Probe, Verdict, verdictOf } from './indexedConditions.ts';
import { Bucket, type ItemColumns } from './itemColumns.ts';
import { SlotPlaces, withRoomFor } from './slotPlaces.ts';

/** What a lookup met in memory, and the filed items of the searches it did not meet, left to SQL. */
export interface Lookup {
  met: IndexedSearch[];
  unsure: IndexedItem[];
}

/** An item's bucket: what it narrows by (a place key, or its type and category) with its currency and operation. */
const bucketKey = (base: string | number, currency: string | null, operation: string | null) =>
  `${base}|${currency ?? ''}|${operation ?? ''}`;

const typeBase = (typeId: string, categoryId: string | null) => `${typeId}|${categoryId ?? ''}`;

function addTo(buckets: Map<string, Bucket>, base: string | number, item: IndexedItem) {
  const key = bucketKey(base, item.currency, item.operation);
  const bucket = buckets.get(key) ?? new Bucket();
  bucket.add(item);
  buckets.set(key, bucket);
}

function removeFrom(buckets: Map<string, Bucket>, base: string | number, item: IndexedItem) {
  const key = bucketKey(base, item.currency, item.operation);
  const bucket = buckets.get(key);
  bucket?.delete(item);
  if (bucket?.items.size === 0) buckets.delete(key);
}

/** Searches filed, or bucket items packed, between two turns of the event loop as the index loads. */
const SLICE = 5_000;

/** No number yet: an id no item names, so nothing fits it. */
const UNNUMBERED = -2;

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
  /** Each search under its slot, the number the columns name it by; a removed search's slot is taken again. */
  private readonly bySlot: (IndexedSearch | undefined)[] = [];
  private readonly freeSlots: number[] = [];
  /** The lookup that last met each slot's search: a product's lookup meets thousands, marked here rather than kept in a set. */
  private marks = new Int32Array(1024);
  private readonly places = new SlotPlaces();
  private lookups = 0;
  /** The numbers the columns give type and category ids. */
  private readonly numbers = new Map<string, number>();
  private readonly numberOf = (id: string) => {
    let number = this.numbers.get(id);
    if (number === undefined) {
      number = this.numbers.size;
      this.numbers.set(id, number);
    }
    return number;
  };

  /**
   * Every search, filed and packed as the instance takes the lead rather than by the first
   * publications' lookups, in slices between which the event loop serves others: done at once, a
   * hundred thousand searches held the leader's requests for over a second.
   */
  static async load(db: ReadModelDatabase): Promise<AlertIndex> {
    const index = new AlertIndex();
    const searches = await readIndexedSearches(db, null);
    for (let from = 0; from < searches.length; from += SLICE) {
      for (const search of searches.slice(from, from + SLICE)) index.add(search);
      await setImmediate();
    }
    let packed = 0;
    for (const buckets of [index.byPlaceKey, index.unplacedByType, index.byType]) {
      for (const bucket of buckets.values()) {
        packed += bucket.packed(index.numberOf).length;
        if (packed < SLICE) continue;
        packed = 0;
        await setImmediate();
      }
    }
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

  /** The searches an item of which the publication meets in memory, each once, and the filed items of the others. */
  lookUp(publication: AlertedPublication): Lookup {
    this.lookups += 1;
    const lookup = this.lookups;
    const { marks } = this;
    const candidates = this.candidateColumns(publication);
    const probe = this.probeOf(publication);
    const met: IndexedSearch[] = [];
    const filed: IndexedItem[] = [];
    for (const columns of candidates) {
      for (let item = 0; item < columns.length; item += 1) {
        const slot = columns.slots[item]!;
        if (marks[slot] === lookup) continue;
        const verdict = verdictOf(columns, item, this.places, probe);
        if (verdict === Verdict.met) {
          marks[slot] = lookup;
          met.push(this.bySlot[slot]!);
        } else if (verdict === Verdict.filed) {
          filed.push(columns.items[item]!);
        }
      }
    }
    return { met, unsure: filed.filter((item) => marks[item.search.slot] !== lookup) };
  }

  /** Each candidate item of the publication with what the memory says of it: what the specs count. */
  eachVerdict(publication: AlertedPublication, visit: (item: IndexedItem, verdict: Verdict) => void): void {
    const candidates = this.candidateColumns(publication);
    const probe = this.probeOf(publication);
    for (const columns of candidates)
      for (let item = 0; item < columns.length; item += 1)
        visit(columns.items[item]!, verdictOf(columns, item, this.places, probe));
  }

  /** After the candidates are packed: packing numbers the ids their items name. */
  private probeOf(publication: AlertedPublication): Probe {
    const number = (id: string) => this.numbers.get(id) ?? UNNUMBERED;
    return {
      type: number(publication.type_id),
      categories: publication.categories.map(number),
      price: publication.price,
      addressed: publication.addressed,
      latitude: publication.latitude,
      longitude: publication.longitude,
    };
  }

  /**
   * The buckets that may hold items finding the publication, as the place keys narrow them: those
   * sharing one of its keys and those without keys, of its type, categories, currency and operation
   * (or naming none). Without coordinates, a type with an address is found only by items without
   * keys (the others ask for a distance); a type without one ignores places (SPEC.md section 5). An
   * item with several places may be in several.
   */
  private candidateColumns(publication: AlertedPublication): ItemColumns[] {
    const { type_id: typeId, place_keys: keys, currency, operation } = publication;
    const currencies = [null, currency];
    const operations = operation === null ? [null] : [null, operation];
    const found: ItemColumns[] = [];
    const read = (buckets: Map<string, Bucket>, base: string | number) => {
      for (const itemCurrency of currencies) {
        for (const itemOperation of operations) {
          const bucket = buckets.get(bucketKey(base, itemCurrency, itemOperation));
          if (bucket) found.push(bucket.packed(this.numberOf));
        }
      }
    };
    const byType = keys === null && !publication.addressed ? this.byType : this.unplacedByType;
    read(byType, typeBase(typeId, null));
    for (const category of publication.categories) read(byType, typeBase(typeId, category));
    if (keys !== null) for (const key of keys) read(this.byPlaceKey, key);
    return found;
  }

  private add(search: IndexedSearch) {
    if (search.pairs.length === 0) return;
    this.searches.set(search.id, search);
    search.slot = this.freeSlots.pop() ?? this.bySlot.length;
    this.bySlot[search.slot] = search;
    this.marks = withRoomFor(this.marks, search.slot + 1);
    this.places.set(search.slot, search.places);
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
    this.bySlot[search.slot] = undefined;
    this.freeSlots.push(search.slot);
    this.places.clear(search.slot);
    for (const pair of search.pairs) this.searchesByUser.get(pair.user_id)?.delete(id);
    for (const item of search.items) {
      removeFrom(this.byType, typeBase(item.typeId, item.categoryId), item);
      if (item.placeKeys === null) removeFrom(this.unplacedByType, typeBase(item.typeId, item.categoryId), item);
      else for (const key of new Set(item.placeKeys)) removeFrom(this.byPlaceKey, key, item);
    }
  }
}
