// One publication as a swipe card: dragged right (130 px or more) it is liked, left rejected, with
// react-tinder-card throwing it away. Once the slider has moved on, or the decision was undone, the
// card comes back so it is in place when the person returns to it.
import { GESTURE } from '@app/contracts/limits';
import type { SearchResult } from '@app/contracts/search/results';
import { Box } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import TinderCard from 'react-tinder-card';
import type { DecisionKind, SwipeDecision } from '../decisions/decisionState.ts';
import { CardDetails } from './CardDetails.tsx';
import { type DragFeedback, dragFeedback } from './cardGestures.ts';
import { DragStamp } from './DragStamp.tsx';
import { type CardImageLoading, ImageCarousel } from './ImageCarousel.tsx';
import classes from './swipeCard.module.css';

type Direction = 'left' | 'right' | 'up' | 'down';

interface TinderCardApi {
  swipe(direction?: Direction): Promise<void>;
  restoreCard(): Promise<void>;
}

/** What the bottom bar may do to the card: throw it the way a decision goes. */
export interface CardHandle {
  fling(direction: 'left' | 'right'): void;
}

interface PublicationCardProps {
  result: SearchResult;
  decision: SwipeDecision;
  active: boolean;
  imageLoading: CardImageLoading;
  /** Returns whether the decision was taken (a visitor is asked to identify instead). */
  onDecide: (kind: DecisionKind) => boolean;
  onZoomingChange: (zooming: boolean) => void;
  registerHandle: (publicationId: string, handle: CardHandle | null) => void;
}

const NO_FEEDBACK = dragFeedback(0);
const VERTICAL_ONLY_SLIDES: Direction[] = ['up', 'down'];

export function PublicationCard(props: PublicationCardProps) {
  const { result, decision, active, imageLoading, onDecide, onZoomingChange, registerHandle } = props;
  const tinder = useRef<TinderCardApi>(null);
  const flungAway = useRef(false);
  const flungByButton = useRef(false);
  const lastSwipeDecided = useRef(false);
  const dragStart = useRef<{ x: number; y: number } | null>(null);
  const [feedback, setFeedback] = useState<DragFeedback>(NO_FEEDBACK);

  useEffect(() => {
    registerHandle(result.id, {
      fling(direction) {
        flungByButton.current = true;
        void tinder.current?.swipe(direction);
      },
    });
    return () => registerHandle(result.id, null);
  }, [result.id, registerHandle]);

  useEffect(() => {
    if ((!active || decision === 'none') && flungAway.current) {
      flungAway.current = false;
      void tinder.current?.restoreCard();
    }
  }, [active, decision]);

  useEffect(() => {
    const endDrag = () => {
      dragStart.current = null;
      setFeedback(NO_FEEDBACK);
    };
    window.addEventListener('pointerup', endDrag);
    window.addEventListener('pointercancel', endDrag);
    return () => {
      window.removeEventListener('pointerup', endDrag);
      window.removeEventListener('pointercancel', endDrag);
    };
  }, []);

  // react-tinder-card sets its listeners up again whenever these handlers change, forgetting the
  // drag in progress: they must stay the same across renders (the drag itself re-renders the card).
  const latestOnDecide = useRef(onDecide);
  latestOnDecide.current = onDecide;
  const onSwipe = useCallback((direction: Direction) => {
    setFeedback(NO_FEEDBACK);
    if (flungByButton.current) {
      flungByButton.current = false;
      lastSwipeDecided.current = true;
      return;
    }
    lastSwipeDecided.current = latestOnDecide.current(direction === 'right' ? 'like' : 'reject');
  }, []);
  const onCardLeftScreen = useCallback(() => {
    if (lastSwipeDecided.current) flungAway.current = true;
    else void tinder.current?.restoreCard();
  }, []);

  return (
    <TinderCard
      ref={tinder}
      onSwipe={onSwipe}
      onCardLeftScreen={onCardLeftScreen}
      preventSwipe={VERTICAL_ONLY_SLIDES}
      swipeRequirementType="position"
      swipeThreshold={GESTURE.swipeThresholdPixels}
      className={classes.card}
    >
      <Box
        pos="absolute"
        inset={0}
        style={{ borderRadius: 16, overflow: 'hidden', touchAction: 'none', userSelect: 'none' }}
        data-testid="publication-card"
        data-publication-id={result.id}
        onPointerDown={(event) => {
          if (event.isPrimary) dragStart.current = { x: event.clientX, y: event.clientY };
        }}
        onPointerMove={(event) => {
          const start = dragStart.current;
          if (start && event.isPrimary) setFeedback(dragFeedback(event.clientX - start.x, event.clientY - start.y));
        }}
      >
        <ImageCarousel
          medias={result.medias}
          title={result.title}
          loading={imageLoading}
          onZoomingChange={onZoomingChange}
        />
        <DragStamp feedback={feedback} />
        <CardDetails result={result} decision={decision} />
      </Box>
    </TinderCard>
  );
}
