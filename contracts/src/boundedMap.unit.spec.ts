import { describe, expect, it } from 'vitest';
import { BoundedMap } from './boundedMap.ts';

describe('a bounded map', () => {
  it('forgets the entry added longest ago once past its capacity', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('keeps forgetting in the order entries were added, through deletions, updates and a clear', () => {
    const map = new BoundedMap<string, number>(3);
    map.set('a', 1).set('b', 2).set('c', 3).set('d', 4); // a forgotten
    map.delete('c');
    map.set('b', 20); // an update keeps its place
    map.set('a', 10).set('e', 5); // a comes back last; b, the oldest, is forgotten
    expect([...map.keys()]).toEqual(['d', 'a', 'e']);
    map.clear();
    map.set('x', 1).set('y', 2).set('z', 3).set('w', 4);
    expect([...map.keys()]).toEqual(['y', 'z', 'w']);
  });

  it('forgets as a first-in, first-out list would over a long run of changes', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const map = new BoundedMap<string, number>(4);
    const reference: string[] = [];
    for (let step = 0; step < 5_000; step++) {
      const key = `k${Math.floor(random() * 10)}`;
      if (random() < 0.8) {
        map.set(key, step);
        if (!reference.includes(key)) reference.push(key);
        if (reference.length > 4) reference.shift();
      } else {
        map.delete(key);
        if (reference.includes(key)) reference.splice(reference.indexOf(key), 1);
      }
      expect([...map.keys()]).toEqual(reference);
    }
  });
});
