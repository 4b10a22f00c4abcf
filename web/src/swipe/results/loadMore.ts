// When the slider asks for the next batch of results (SPEC.md sections 4 and 9): once the person is
// within one third of the last loaded batch from the end, until a short batch says there are no more.
import { GESTURE } from '@app/contracts/limits';

export interface BatchProgress {
  activeIndex: number;
  loadedCount: number;
  lastBatchSize: number;
  loading: boolean;
  ended: boolean;
}

export function shouldLoadMore(progress: BatchProgress, fraction: number = GESTURE.loadMoreFraction): boolean {
  if (progress.loading || progress.ended) return false;
  const margin = Math.max(1, Math.ceil(progress.lastBatchSize * fraction));
  return progress.activeIndex >= progress.loadedCount - margin;
}

/** A batch smaller than the page size is the last one. */
export function isLastBatch(batchSize: number, pageSize: number): boolean {
  return batchSize < pageSize;
}
