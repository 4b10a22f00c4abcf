import { describe, expect, it } from 'vitest';
import { scaledSize } from './compressImage.ts';

describe('image size before upload', () => {
  it('fits the longest side within 1500 px keeping the proportions', () => {
    expect(scaledSize(3000, 2000)).toEqual({ width: 1500, height: 1000 });
    expect(scaledSize(1000, 4000)).toEqual({ width: 375, height: 1500 });
  });

  it('never enlarges a small image', () => {
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
