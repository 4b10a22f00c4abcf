// The places kept under each search's slot while searches come and go: each slot keeps exactly its
// own search's places when the array grows and when what removed searches left is dropped.
import { describe, expect, it } from 'vitest';
import type { IndexedPlace } from './alertIndexRows.ts';
import { PLACE_NUMBERS, SlotPlaces } from './slotPlaces.ts';

const place = (latitude: number): IndexedPlace => ({
  latitude,
  longitude: -58.4,
  kmPerDegreeLongitude: 92.3,
  radiusSquared: 25,
  wide: false,
  south: 0,
  north: 0,
  west: 0,
  east: 0,
});

const latitudesOf = (places: SlotPlaces, slot: number) => {
  const latitudes: number[] = [];
  for (let at = places.from[slot]!; at < places.to[slot]!; at += PLACE_NUMBERS) latitudes.push(places.numbers[at]!);
  return latitudes;
};

describe('SlotPlaces', () => {
  it("keeps each slot's own places through growth, removals and slots taken again", () => {
    const places = new SlotPlaces();
    const expected = new Map<number, number[]>();
    for (let round = 0; round < 6; round += 1) {
      for (let slot = 0; slot < 3_000; slot += 1) {
        if ((slot + round) % 3 === 0) {
          places.clear(slot);
          expected.set(slot, []);
        } else {
          const latitudes = Array.from({ length: (slot + round) % 4 }, (_, index) => -34 - round - index / 10);
          places.set(slot, latitudes.map(place));
          expected.set(slot, latitudes);
        }
      }
    }
    for (const [slot, latitudes] of expected) expect(latitudesOf(places, slot)).toEqual(latitudes);
    // What the removed and replaced searches left was dropped: the array holds about the live places, not six rounds.
    const live = [...expected.values()].flat().length * PLACE_NUMBERS;
    expect(places.numbers.length).toBeLessThan(4 * live);
  });
});
