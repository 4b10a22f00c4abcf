// The card's gesture rules (SPEC.md section 9, "Gestures"): how a horizontal drag reads as a like or
// a reject, how far a pinch may zoom, and whether an image covers its frame or fits inside it.
import { GESTURE } from '@app/contracts/limits';

export interface DragFeedback {
  /** Which stamp the card shows while dragged; null below the recognition distance. */
  direction: 'like' | 'reject' | null;
  opacity: number;
  /** Releasing now decides. */
  decides: boolean;
}

export function dragFeedback(deltaX: number, deltaY = 0): DragFeedback {
  const distance = Math.abs(deltaX);
  if (distance <= GESTURE.dragRecognisedPixels || Math.abs(deltaY) > distance) {
    return { direction: null, opacity: 0, decides: false };
  }
  const decides = distance >= GESTURE.swipeThresholdPixels;
  return {
    direction: deltaX > 0 ? 'like' : 'reject',
    opacity: decides ? GESTURE.opacityAfterThreshold : GESTURE.opacityBeforeThreshold,
    decides,
  };
}

/** A press that moved no more than the recognition distance is a tap. */
export function isTap(deltaX: number, deltaY: number): boolean {
  return Math.hypot(deltaX, deltaY) <= GESTURE.dragRecognisedPixels;
}

/** The zoom two fingers give: their distance now over their distance at the start, 1× to 4×. */
export function pinchScale(startDistance: number, currentDistance: number, startScale = 1): number {
  if (startDistance <= 0) return startScale;
  return Math.min(GESTURE.zoomCap, Math.max(1, startScale * (currentDistance / startDistance)));
}

export interface Size {
  width: number;
  height: number;
}

/**
 * An image whose aspect ratio is close to its frame's (within the tolerance) covers it, cropping a
 * little; one far from it (a portrait photo in a landscape frame) is shown whole.
 */
export function imageFit(image: Size, frame: Size, tolerance: number = GESTURE.aspectTolerance): 'cover' | 'contain' {
  if (image.width <= 0 || image.height <= 0 || frame.width <= 0 || frame.height <= 0) return 'cover';
  const distance = Math.abs(image.width / image.height - frame.width / frame.height);
  return distance <= tolerance ? 'cover' : 'contain';
}

/** Tapping the left part shows the previous image, the right part the next one. */
export function tappedImage(current: number, count: number, tapX: number, width: number): number {
  if (count <= 1 || width <= 0) return current;
  return tapX < width / 2 ? Math.max(0, current - 1) : Math.min(count - 1, current + 1);
}
