// The person's totals (likes for the options badge and the final slide, remaining, coincidences),
// read when they take part and again whenever something may have changed them: a decision recorded
// (a moment later) or the room's message that the search's counts changed.

import type { SwipeTotals } from '@app/contracts/swipe/decisions';
import { swipeEndpoints } from '@app/contracts/swipe/endpoints';
import { decisionCountsMessageSchema, SERVER_SOCKET_EVENTS } from '@app/contracts/swipe/socket';
import { useCallback, useEffect, useRef } from 'react';
import { invalidateScopes, useEndpointQuery } from '../../api/query/endpointQueries.ts';
import { QUERY_SCOPES } from '../../api/query/queryScopes.ts';
import { useLiveInvalidation } from '../../live/useLiveInvalidation.ts';
import { SWIPE_READ } from '../api/swipeReads.ts';

const REFRESH_PAUSE_MS = 300;
const NO_TOTALS: SwipeTotals = { remaining: 0, likes: 0, coincidences: 0 };

const totalsScope = (uuid: string) => [...QUERY_SCOPES.search(uuid), 'totals'];

export function useSwipeTotals(uuid: string, participant: boolean) {
  const { data } = useEndpointQuery(
    totalsScope(uuid),
    swipeEndpoints.swipeTotals,
    { params: { uuid } },
    { ...SWIPE_READ, enabled: participant },
  );
  useLiveInvalidation(
    SERVER_SOCKET_EVENTS.decisionCounts,
    decisionCountsMessageSchema,
    (message) => (message.search_id === uuid ? [totalsScope(uuid)] : []),
    participant,
  );

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = useCallback(() => {
    if (!participant) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void invalidateScopes(totalsScope(uuid)), REFRESH_PAUSE_MS);
  }, [participant, uuid]);

  return { totals: participant ? (data ?? NO_TOTALS) : NO_TOTALS, refresh };
}
