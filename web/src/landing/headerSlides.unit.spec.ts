import { describe, expect, it } from 'vitest';
import { LANDING_HEADER_SLIDES, nextSlidePosition } from './headerSlides.ts';

describe('rotating landing header', () => {
  it('has four slides', () => {
    expect(LANDING_HEADER_SLIDES).toHaveLength(4);
  });

  it('loops forward through the slides and the copy of the first', () => {
    const positions = [0];
    for (let step = 0; step < 6; step += 1) positions.push(nextSlidePosition(positions.at(-1)!, 4));
    expect(positions).toEqual([0, 1, 2, 3, 4, 1, 2]);
  });
});
