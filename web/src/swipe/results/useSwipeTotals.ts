// The person's totals (likes for the options badge and the final slide, remaining, coincidences),
// read when they take part and again, a moment later, whenever something may have changed them.
import type { SwipeTotals } from '@app/contracts/swipe/decisions';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchTotals } from '../api/swipeApi.ts';

const REFRESH_PAUSE_MS = 300;
const NO_TOTALS: SwipeTotals = { remaining: 0, likes: 0, coincidences: 0 };

export function useSwipeTotals(uuid: string, participant: boolean) {
  const [totals, setTotals] = useState<SwipeTotals>(NO_TOTALS);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = useCallback(() => {
    fetchTotals(uuid)
      .then(setTotals)
      .catch(() => undefined);
  }, [uuid]);

  useEffect(() => {
    if (participant) load();
    return () => clearTimeout(timer.current);
  }, [participant, load]);

  const refresh = useCallback(() => {
    if (!participant) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(load, REFRESH_PAUSE_MS);
  }, [participant, load]);

  return { totals, refresh };
}
