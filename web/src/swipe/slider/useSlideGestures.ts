// Moving between slides without dragging a card sideways: a vertical swipe of the finger, the mouse
// wheel, or the up and down arrow keys. Pinch zoom turns all of them off.
import { type RefObject, useEffect, useRef } from 'react';

const SWIPE_MIN_PIXELS = 60;
const WHEEL_MIN_DELTA = 40;
const WHEEL_PAUSE_MS = 600;

interface SlideGestureHandlers {
  next: () => void;
  previous: () => void;
  disabled: boolean;
}

function typingInto(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

export function useSlideGestures(target: RefObject<HTMLElement | null>, handlers: SlideGestureHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let touchStart: { x: number; y: number } | null = null;
    let wheelTotal = 0;
    let wheelLockedUntil = 0;

    const move = (forward: boolean) => {
      if (latest.current.disabled) return;
      if (forward) latest.current.next();
      else latest.current.previous();
    };
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      touchStart = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const start = touchStart;
      touchStart = null;
      if (!start || !touch || event.touches.length > 0) return;
      const deltaX = touch.clientX - start.x;
      const deltaY = touch.clientY - start.y;
      if (Math.abs(deltaY) >= SWIPE_MIN_PIXELS && Math.abs(deltaY) > Math.abs(deltaX)) move(deltaY < 0);
    };
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const now = Date.now();
      if (now < wheelLockedUntil) return;
      wheelTotal += event.deltaY;
      if (Math.abs(wheelTotal) < WHEEL_MIN_DELTA) return;
      move(wheelTotal > 0);
      wheelTotal = 0;
      wheelLockedUntil = now + WHEEL_PAUSE_MS;
    };
    const onKey = (event: KeyboardEvent) => {
      if (typingInto(event.target) || document.querySelector('[role="dialog"]')) return;
      if (event.key === 'ArrowDown' || event.key === 'PageDown') move(true);
      if (event.key === 'ArrowUp' || event.key === 'PageUp') move(false);
    };

    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchend', onTouchEnd, { passive: true });
    element.addEventListener('wheel', onWheel, { passive: false });
    window.addEventListener('keydown', onKey);
    return () => {
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('wheel', onWheel);
      window.removeEventListener('keydown', onKey);
    };
  }, [target]);
}
