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
});
