// When to show the last-search prompt: as soon as nothing else is on screen (the tour, a panel, a
// dialog); while something is, it looks again every 5 s (SPEC.md section 9).
import { TIMING_MS } from '@app/contracts/limits';
import type { Search } from '@app/contracts/search/search';
import { useEffect, useRef, useState } from 'react';

const offeredThisVisit = new Set<string>();

export function offeredSearches(): ReadonlySet<string> {
  return offeredThisVisit;
}

export function useLastSearchPrompt(candidate: Search | null, somethingOpen: () => boolean) {
  const [shown, setShown] = useState<Search | null>(null);
  const isBlocked = useRef(somethingOpen);
  isBlocked.current = somethingOpen;

  useEffect(() => {
    if (!candidate) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryToShow = () => {
      if (isBlocked.current()) {
        timer = setTimeout(tryToShow, TIMING_MS.lastSearchPromptRetry);
        return;
      }
      offeredThisVisit.add(candidate.uuid);
      setShown(candidate);
    };
    tryToShow();
    return () => clearTimeout(timer);
  }, [candidate]);

  return { shown, dismiss: () => setShown(null) };
}
