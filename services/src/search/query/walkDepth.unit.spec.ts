// How deep a type is walked after its first 500 publications (newestMatches.ts): what the
// participant already decided must make the walk go deeper, never hand a broad type to a scan of
// every match (measured in the k6 swipe run: 470 ms instead of a few).
import { describe, expect, it } from 'vitest';
import { LONGEST_WALK, WALK_DEPTH, WALK_PROBE } from './coveredRows.ts';
import { depthNeeded } from './newestMatches.ts';

const batch = { limit: 10, skipped: 0 };

describe('the depth of a second walk', () => {
  it('goes deeper when decided publications hide most of a broad type', () => {
    const depth = depthNeeded(WALK_PROBE, { matching: 500, kept: 9 }, batch);
    expect(depth).not.toBeNull();
    expect(depth!).toBeGreaterThan(WALK_PROBE);
  });

  it('walks as deep as it may when the first walk kept nothing of many matches', () => {
    expect(depthNeeded(WALK_PROBE, { matching: 480, kept: 0 }, batch)).toBe(WALK_DEPTH);
  });

  it('passes the client’s except list at the rate matches lie, and the rest at the rate kept ones lie', () => {
    const exceptList = { limit: 10, skipped: 300 };
    // 100 matches in 500: passing the except list and a batch takes 310 of them, 2,325 deep.
    expect(depthNeeded(WALK_PROBE, { matching: 101, kept: 9 }, exceptList)).toBe(2_325);
    // Only 5 kept in 500: 10 of them lie about 1,250 deep (and a half again, for chance).
    expect(depthNeeded(WALK_PROBE, { matching: 401, kept: 5 }, exceptList)).toBe(1_875);
  });

  it('leaves rare matches to the filter indexes', () => {
    expect(depthNeeded(WALK_PROBE, { matching: 1, kept: 1 }, batch)).toBeNull();
    expect(depthNeeded(WALK_PROBE, { matching: 0, kept: 0 }, batch)).toBeNull();
    expect(depthNeeded(WALK_PROBE, { matching: 2, kept: 2 }, batch)).toBeNull();
  });

  it('walks further in a large type whose sparse matches would be many rows to read from the table', () => {
    const deeperOrder = { limit: 100, skipped: 0 };
    // 6 matches in 500 (1.2 %): 100 of them lie about 12,500 deep, past the fixed bound.
    const sparse = { matching: 7, kept: 7 };
    expect(depthNeeded(WALK_PROBE, sparse, deeperOrder)).toBeNull();
    // Among 30,000 vehicles that is 360 matches to read from the table: cheaper than the walk.
    expect(depthNeeded(WALK_PROBE, sparse, deeperOrder, 30_000)).toBeNull();
    // Among 300,000 it is 3,600: the walk is cheaper.
    expect(depthNeeded(WALK_PROBE, sparse, deeperOrder, 300_000)).toBe(12_500);
    // However large the type, a walk stops at the longest.
    expect(depthNeeded(WALK_PROBE, { matching: 2, kept: 2 }, deeperOrder, 10_000_000)).toBeNull();
    expect(depthNeeded(WALK_PROBE, { matching: 480, kept: 0 }, batch, 10_000_000)).toBe(LONGEST_WALK);
  });
});
