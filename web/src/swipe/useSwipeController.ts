// The swipe screen's moving parts in one place: which slide is showing, loading more as the person
// nears the end, recording views, deciding (the slider moves on 500 ms later), undoing (back to that
// slide), totals and live messages.
import { PAGE_SIZE, TIMING_MS } from '@app/contracts/limits';
import type { SearchResult } from '@app/contracts/search/results';
import { SEARCH_MESSAGES, type Search } from '@app/contracts/search/search';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { requireIdentity } from '../account/identify/requireIdentity.ts';
import { notifyError } from '../feedback/notify.ts';
import { useSearchLiveEvents } from '../live/useSearchLiveEvents.ts';
import { configuration, currentUser, isLoggedIn, sessionToken } from '../session/sessionState.ts';
import { participantActionCheck } from './actions/actionChecks.ts';
import { recordVisit } from './api/swipeApi.ts';
import type { CardHandle } from './card/PublicationCard.tsx';
import type { DecisionKind } from './decisions/decisionState.ts';
import { personKeyOf } from './decisions/personKey.ts';
import { useDecisions } from './decisions/useDecisions.ts';
import { shouldLoadMore } from './results/loadMore.ts';
import { openedPublicationOf } from './results/openedPublication.ts';
import { useResultBatches } from './results/useResultBatches.ts';
import { useSwipeTotals } from './results/useSwipeTotals.ts';

const GUEST_PARTICIPANT_ID = 'guest';

function useVisits(uuid: string, participant: boolean, activeId: string | null): void {
  const visited = useRef(new Set<string>());
  useEffect(() => {
    if (!participant || !activeId || visited.current.has(activeId)) return;
    visited.current.add(activeId);
    void recordVisit(uuid, activeId).catch(() => undefined);
  }, [uuid, participant, activeId]);
}

export function useSwipeController(search: Search, participant: boolean) {
  useSignals();
  const uuid = search.uuid;
  const signedIn = isLoggedIn.value;
  const selfId = currentUser.value?.id ?? GUEST_PARTICIPANT_ID;
  const batches = useResultBatches(uuid, configuration.value?.MODEL.search.results ?? PAGE_SIZE);
  const [activeIndex, setActiveIndex] = useState(0);
  const [zooming, setZooming] = useState(false);
  const results = useRef<readonly SearchResult[]>(batches.results);
  results.current = batches.results;
  const cards = useRef(new Map<string, CardHandle>());
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(advanceTimer.current), []);

  const activeResult = batches.results[activeIndex] ?? null;
  const { totals, refresh } = useSwipeTotals(uuid, participant);
  const live = useSearchLiveEvents({ uuid, participant, selfId });
  useVisits(uuid, participant, activeResult?.id ?? null);

  const { loadMore, loading, ended, lastBatchSize } = batches;
  useEffect(() => {
    const loadedCount = batches.results.length;
    if (shouldLoadMore({ activeIndex, loadedCount, lastBatchSize, loading, ended })) loadMore();
  }, [activeIndex, batches.results.length, lastBatchSize, loading, ended, loadMore]);

  const indexOf = (publicationId: string) => results.current.findIndex((result) => result.id === publicationId);

  const decisions = useDecisions(uuid, personKeyOf(sessionToken.value), batches.results, {
    mayDecide(kind: DecisionKind) {
      const check = participantActionCheck(participant, signedIn);
      if (check === 'identify') return requireIdentity({});
      if (check === 'refused') {
        notifyError(SEARCH_MESSAGES.notPossible);
        return false;
      }
      // A superlike hands over contact data: it needs an account, even from the guest owner.
      return kind === 'superlike' ? requireIdentity({}) : true;
    },
    onDecided(publicationId) {
      clearTimeout(advanceTimer.current);
      advanceTimer.current = setTimeout(() => {
        const decided = indexOf(publicationId);
        if (decided >= 0) setActiveIndex(decided + 1);
      }, TIMING_MS.sliderAdvance);
    },
    onUndone(publicationId) {
      clearTimeout(advanceTimer.current);
      const undone = indexOf(publicationId);
      if (undone >= 0) setActiveIndex(undone);
    },
    onRecorded: refresh,
    onCoincidence(users, publicationId) {
      const title = results.current.find((result) => result.id === publicationId)?.title ?? '';
      live.showCoincidence(users, publicationId, title);
    },
  });

  const decideActive = (kind: DecisionKind) => {
    if (!activeResult || !decisions.decide(activeResult, kind)) return;
    cards.current.get(activeResult.id)?.fling(kind === 'reject' ? 'left' : 'right');
  };

  const registerCard = useCallback((publicationId: string, handle: CardHandle | null) => {
    if (handle) cards.current.set(publicationId, handle);
    else cards.current.delete(publicationId);
  }, []);

  const showPublication = async (publicationId: string) => {
    const index = await batches.insertAfter(activeIndex, publicationId);
    if (index !== null) setActiveIndex(index);
  };

  // An alert's link names a card: once the first batch is in, it is the card shown.
  const opened = useRef(openedPublicationOf(window.location.search));
  const { initialLoading, insertAfter } = batches;
  useEffect(() => {
    const publicationId = opened.current;
    if (initialLoading || publicationId === null) return;
    opened.current = null;
    void insertAfter(-1, publicationId).then((index) => index !== null && setActiveIndex(index));
  }, [initialLoading, insertAfter]);

  return {
    batches,
    activeIndex,
    setActiveIndex,
    activeResult,
    slideCount: batches.results.length + 1,
    zooming,
    setZooming,
    totals,
    decisions,
    decideActive,
    registerCard,
    showPublication,
  };
}

export type SwipeController = ReturnType<typeof useSwipeController>;
