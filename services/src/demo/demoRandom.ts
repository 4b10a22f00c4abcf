// A seeded random source: the demo world comes out the same on every first start.

export interface DemoRandom {
  /** A number in [0, 1). */
  next(): number;
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` distinct items, in random order. */
  some<T>(items: readonly T[], count: number): T[];
}

export function demoRandom(seed: number): DemoRandom {
  let state = seed >>> 0;
  // mulberry32
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    between,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    some(items, count) {
      const pool = [...items];
      const chosen = [];
      while (chosen.length < count && pool.length > 0)
        chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
      return chosen;
    },
  };
}
