// The items of one of the percolator's buckets (alertIndex.ts), kept as a set the index changes and
// packed column by column into typed arrays, so that a lookup reads a bucket in order (their
// searches' places are kept by slot: slotPlaces.ts). Read from the items' objects, scattered over the
// half gigabyte an index of 100,000 searches holds, each of a product's thousands of visits waited
// on memory, some 450 ns (docs/decisions/instant-alerts.md). Types and categories are the index's
// numbers for their ids.
import type { IndexedItem } from './alertIndexRows.ts';

/** No category: the item asks for any of its type's. */
export const NO_CATEGORY = -1;

export interface ItemColumns {
  length: number;
  items: IndexedItem[];
  /** Each item's search, as its slot in the index. */
  slots: Int32Array;
  types: Int32Array;
  categories: Int32Array;
  /** 1: the item names a currency, so its price band is tested (open ends are ∓Infinity). */
  priced: Uint8Array;
  lows: Float64Array;
  highs: Float64Array;
  /** 1: asks for extras or stock, decided by its filed criteria in SQL. */
  filed: Uint8Array;
}

export function packItems(items: ReadonlySet<IndexedItem>, numberOf: (id: string) => number): ItemColumns {
  const length = items.size;
  const columns: ItemColumns = {
    length,
    items: [...items],
    slots: new Int32Array(length),
    types: new Int32Array(length),
    categories: new Int32Array(length),
    priced: new Uint8Array(length),
    lows: new Float64Array(length),
    highs: new Float64Array(length),
    filed: new Uint8Array(length),
  };
  columns.items.forEach((item, index) => {
    columns.slots[index] = item.search.slot;
    columns.types[index] = numberOf(item.typeId);
    columns.categories[index] = item.categoryId === null ? NO_CATEGORY : numberOf(item.categoryId);
    columns.priced[index] = item.currency === null ? 0 : 1;
    columns.lows[index] = item.priceMin ?? Number.NEGATIVE_INFINITY;
    columns.highs[index] = item.priceMax ?? Number.POSITIVE_INFINITY;
    columns.filed[index] = item.filed ? 1 : 0;
  });
  return columns;
}

/** A bucket's items: a set the index changes, packed again for the first lookup after a change. */
export class Bucket {
  readonly items = new Set<IndexedItem>();
  private columns: ItemColumns | undefined;

  add(item: IndexedItem) {
    this.items.add(item);
    this.columns = undefined;
  }

  delete(item: IndexedItem) {
    this.items.delete(item);
    this.columns = undefined;
  }

  packed(numberOf: (id: string) => number): ItemColumns {
    this.columns ??= packItems(this.items, numberOf);
    return this.columns;
  }
}
