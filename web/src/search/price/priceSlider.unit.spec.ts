import { describe, expect, it } from 'vitest';
import { priceSliderRange } from './priceSlider.ts';

describe('the price slider', () => {
  it('is hidden until bounds are known, and when either bound is missing', () => {
    expect(priceSliderRange(null)).toBeNull();
    expect(priceSliderRange({ min: null, max: null })).toBeNull();
    expect(priceSliderRange({ min: 100, max: null })).toBeNull();
    expect(priceSliderRange({ min: null, max: 100 })).toBeNull();
  });

  it('is hidden when the bounds are equal', () => {
    expect(priceSliderRange({ min: 50_000, max: 50_000 })).toBeNull();
  });

  it('moves in steps of a thirtieth of the range, rounded up', () => {
    expect(priceSliderRange({ min: 0, max: 300 })).toEqual({ min: 0, max: 300, step: 10 });
    expect(priceSliderRange({ min: 100_000, max: 250_001 })).toEqual({ min: 100_000, max: 250_001, step: 5001 });
    expect(priceSliderRange({ min: 10, max: 20 })).toEqual({ min: 10, max: 20, step: 1 });
  });

  it('keeps to whole numbers from 0', () => {
    expect(priceSliderRange({ min: 99.5, max: 1000.2 })).toEqual({ min: 99, max: 1001, step: 31 });
    expect(priceSliderRange({ min: -5, max: 30 })).toEqual({ min: 0, max: 30, step: 1 });
  });
});
