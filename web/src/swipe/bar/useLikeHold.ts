// Drives the hold state machine from the like button's pointer: a tick every animation frame while
// pressed, so the superlike fires at 1,500 ms without waiting for the finger to lift.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type HoldEvent, type HoldOutcome, type HoldState, holdProgress, idleHold, nextHold } from './likeHold.ts';

export interface LikeHold {
  state: HoldState;
  progress: number;
  press: () => void;
  release: () => void;
  cancel: () => void;
}

export function useLikeHold(superlikeAllowed: boolean, onOutcome: (outcome: Exclude<HoldOutcome, null>) => void) {
  const [state, setState] = useState<HoldState>(idleHold);
  const [now, setNow] = useState(0);
  const current = useRef(state);
  const latestOutcome = useRef(onOutcome);
  latestOutcome.current = onOutcome;

  const send = useCallback(
    (event: HoldEvent) => {
      const next = nextHold(current.current, event, superlikeAllowed);
      current.current = next.state;
      setState(next.state);
      if ('at' in event) setNow(event.at);
      if (next.outcome) latestOutcome.current(next.outcome);
    },
    [superlikeAllowed],
  );

  const pressing = state.pressedAt !== null && state.phase !== 'superliked';
  useEffect(() => {
    if (!pressing) return;
    let frame = requestAnimationFrame(function tick() {
      send({ type: 'tick', at: performance.now() });
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [pressing, send]);

  return {
    state,
    progress: holdProgress(state, now),
    press: () => send({ type: 'press', at: performance.now() }),
    release: () => send({ type: 'release', at: performance.now() }),
    cancel: () => send({ type: 'cancel' }),
  } satisfies LikeHold;
}
