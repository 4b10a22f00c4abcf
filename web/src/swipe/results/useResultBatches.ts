// The results loaded so far, in slider order: the first batch on opening, the next ones on demand
// until a short batch ends them, and publications the map inserts after the current slide.
import type { SearchResult } from '@app/contracts/search/results';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/failures.ts';
import { fetchResult, fetchResults } from '../api/swipeApi.ts';
import { isLastBatch } from './loadMore.ts';

export interface ResultBatches {
  results: readonly SearchResult[];
  /** The first batch has not arrived yet. */
  initialLoading: boolean;
  loading: boolean;
  ended: boolean;
  lastBatchSize: number;
  loadMore: () => void;
  /** Puts the publication right after `index` (first for -1; moved there when already loaded); resolves with its index. */
  insertAfter: (index: number, publicationId: string) => Promise<number | null>;
}

interface BatchState {
  results: SearchResult[];
  loading: boolean;
  initialLoading: boolean;
  ended: boolean;
  lastBatchSize: number;
}

const initialBatches: BatchState = {
  results: [],
  loading: false,
  initialLoading: true,
  ended: false,
  lastBatchSize: 0,
};

function withoutKnown(known: readonly SearchResult[], batch: readonly SearchResult[]): SearchResult[] {
  const ids = new Set(known.map((result) => result.id));
  return batch.filter((result) => !ids.has(result.id));
}

export function useResultBatches(uuid: string, pageSize: number): ResultBatches {
  const [state, setState] = useState<BatchState>(initialBatches);
  const latest = useRef(state);
  latest.current = state;
  // Read when a batch arrives: a page size that changes meanwhile (the configuration arriving after
  // the first request) must not start the results over and ask for the first batch twice.
  const size = useRef(pageSize);
  size.current = pageSize;

  const loadMore = useCallback(() => {
    const { loading, ended, results } = latest.current;
    if (loading || ended) return;
    // Marked at once: a second caller in the same render (opening, and the slider nearing the end)
    // would otherwise send the same batch request again.
    latest.current = { ...latest.current, loading: true };
    setState((previous) => ({ ...previous, loading: true }));
    fetchResults(
      uuid,
      results.map((result) => result.id),
    )
      .then(({ data }) =>
        setState((previous) => ({
          results: [...previous.results, ...withoutKnown(previous.results, data)],
          loading: false,
          initialLoading: false,
          ended: isLastBatch(data.length, size.current),
          lastBatchSize: data.length,
        })),
      )
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        // Shown already; the slider stops here rather than asking again and again.
        setState((previous) => ({ ...previous, loading: false, initialLoading: false, ended: true }));
      });
  }, [uuid]);

  useEffect(() => {
    setState(initialBatches);
    latest.current = initialBatches;
    loadMore();
  }, [loadMore]);

  const insertAfter = useCallback(
    async (index: number, publicationId: string): Promise<number | null> => {
      const loaded = latest.current.results.find((result) => result.id === publicationId);
      const result = loaded ?? (await fetchResult(uuid, publicationId).catch(() => null));
      if (!result) return null;
      const currentId = latest.current.results[index]?.id;
      if (currentId === publicationId) return index;
      const rest = latest.current.results.filter((candidate) => candidate.id !== publicationId);
      // On the final slide there is no current result: it goes last, just before the final slide.
      const after =
        currentId === undefined ? rest.length : rest.findIndex((candidate) => candidate.id === currentId) + 1;
      const position = index < 0 ? 0 : after;
      const results = [...rest.slice(0, position), result, ...rest.slice(position)];
      setState((previous) => ({ ...previous, results }));
      return position;
    },
    [uuid],
  );

  return { ...state, loadMore, insertAfter };
}
