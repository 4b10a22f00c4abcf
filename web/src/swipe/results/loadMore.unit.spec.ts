import { describe, expect, it } from 'vitest';
import { isLastBatch, shouldLoadMore } from './loadMore.ts';

const progress = { activeIndex: 0, loadedCount: 20, lastBatchSize: 20, loading: false, ended: false };

describe('loading more results', () => {
  it('waits until the person is within one third of the last batch from the end', () => {
    expect(shouldLoadMore({ ...progress, activeIndex: 12 })).toBe(false);
    expect(shouldLoadMore({ ...progress, activeIndex: 13 })).toBe(true);
    expect(shouldLoadMore({ ...progress, activeIndex: 19 })).toBe(true);
  });

  it('measures the margin on the last batch, not on everything loaded', () => {
    const twoBatches = { ...progress, loadedCount: 40 };
    expect(shouldLoadMore({ ...twoBatches, activeIndex: 32 })).toBe(false);
    expect(shouldLoadMore({ ...twoBatches, activeIndex: 33 })).toBe(true);
  });

  it('asks once at a time and never after the last batch', () => {
    expect(shouldLoadMore({ ...progress, activeIndex: 19, loading: true })).toBe(false);
    expect(shouldLoadMore({ ...progress, activeIndex: 19, ended: true })).toBe(false);
  });

  it('ends with a batch smaller than the page size', () => {
    expect(isLastBatch(20, 20)).toBe(false);
    expect(isLastBatch(19, 20)).toBe(true);
    expect(isLastBatch(0, 20)).toBe(true);
  });
});
