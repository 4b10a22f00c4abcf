// Two fingers zoom the image up to 4×. While they do, the gesture belongs to the image alone:
// touch events stop here so neither the card (drag to decide) nor the slider moves.
import { type RefObject, useEffect, useState } from 'react';
import { pinchScale } from './cardGestures.ts';

export interface PinchZoom {
  scale: number;
  /** The point between the fingers, relative to the element, as CSS transform-origin. */
  origin: string;
}

const NO_ZOOM: PinchZoom = { scale: 1, origin: '50% 50%' };

function fingersDistance(touches: TouchList): number {
  const [first, second] = [touches[0], touches[1]];
  if (!first || !second) return 0;
  return Math.hypot(first.clientX - second.clientX, first.clientY - second.clientY);
}

function midpoint(touches: TouchList, element: HTMLElement): string {
  const [first, second] = [touches[0], touches[1]];
  if (!first || !second) return NO_ZOOM.origin;
  const box = element.getBoundingClientRect();
  const x = (first.clientX + second.clientX) / 2 - box.left;
  const y = (first.clientY + second.clientY) / 2 - box.top;
  return `${x}px ${y}px`;
}

export function usePinchZoom(target: RefObject<HTMLElement | null>, onZoomingChange: (zooming: boolean) => void) {
  const [zoom, setZoom] = useState<PinchZoom>(NO_ZOOM);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let startDistance = 0;
    let pinching = false;

    const onStart = (event: TouchEvent) => {
      if (event.touches.length < 2) return;
      pinching = true;
      startDistance = fingersDistance(event.touches);
      setZoom({ scale: 1, origin: midpoint(event.touches, element) });
      onZoomingChange(true);
      event.stopPropagation();
    };
    const onMove = (event: TouchEvent) => {
      if (!pinching) return;
      event.stopPropagation();
      if (event.cancelable) event.preventDefault();
      if (event.touches.length >= 2) {
        const scale = pinchScale(startDistance, fingersDistance(event.touches));
        setZoom((current) => ({ ...current, scale }));
      }
    };
    const onEnd = (event: TouchEvent) => {
      if (!pinching) return;
      event.stopPropagation();
      if (event.touches.length > 0) return;
      pinching = false;
      setZoom(NO_ZOOM);
      onZoomingChange(false);
    };

    element.addEventListener('touchstart', onStart);
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [target, onZoomingChange]);

  return zoom;
}
