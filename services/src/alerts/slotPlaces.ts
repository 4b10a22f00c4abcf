// The places of each search in the percolator's index (alertIndex.ts), under the search's slot: the
// numbers the distance test and a wide place's box compare, side by side in one array. Kept once per
// search rather than beside each of its items in every bucket (a search is in some fifteen buckets),
// and read only for an item that fits. A removed search's numbers stay until half the array is such.
import type { IndexedPlace } from './alertIndexRows.ts';

/** The numbers kept per place, in this order. */
export const PLACE_NUMBERS = 9;
const INITIAL_SLOTS = 1024;

/** `array`, or a copy twice as long (or `atLeast`) when it is shorter than `atLeast`: a slot's column grown to hold it. */
export function withRoomFor(array: Int32Array<ArrayBuffer>, atLeast: number): Int32Array<ArrayBuffer> {
  if (atLeast <= array.length) return array;
  const grown = new Int32Array(Math.max(atLeast, array.length * 2));
  grown.set(array);
  return grown;
}

export class SlotPlaces {
  /** Slot s's places are `numbers[from[s]]` to `numbers[to[s]]`. */
  numbers = new Float64Array(INITIAL_SLOTS * PLACE_NUMBERS);
  from = new Int32Array(INITIAL_SLOTS);
  to = new Int32Array(INITIAL_SLOTS);
  private used = 0;
  private unused = 0;

  set(slot: number, places: readonly IndexedPlace[]) {
    this.from = withRoomFor(this.from, slot + 1);
    this.to = withRoomFor(this.to, slot + 1);
    this.clear(slot);
    const needed = places.length * PLACE_NUMBERS;
    if (this.used + needed > this.numbers.length) this.makeRoom(needed);
    this.from[slot] = this.used;
    for (const place of places) {
      this.numbers.set(
        [
          place.latitude,
          place.longitude,
          place.kmPerDegreeLongitude,
          place.radiusSquared,
          place.wide ? 1 : 0,
          place.south,
          place.north,
          place.west,
          place.east,
        ],
        this.used,
      );
      this.used += PLACE_NUMBERS;
    }
    this.to[slot] = this.used;
  }

  clear(slot: number) {
    this.unused += this.to[slot]! - this.from[slot]!;
    this.from[slot] = 0;
    this.to[slot] = 0;
  }

  /** Drops what removed searches left when that frees enough, else doubles the array. */
  private makeRoom(needed: number) {
    const live = this.used - this.unused;
    const length = live + needed > this.numbers.length / 2 ? this.numbers.length * 2 + needed : this.numbers.length;
    const numbers = new Float64Array(length);
    let at = 0;
    for (let slot = 0; slot < this.from.length; slot += 1) {
      const from = this.from[slot]!;
      const to = this.to[slot]!;
      numbers.set(this.numbers.subarray(from, to), at);
      this.from[slot] = at;
      at += to - from;
      this.to[slot] = at;
    }
    this.numbers = numbers;
    this.used = at;
    this.unused = 0;
  }
}
