// Which step of the search builder's tour is showing; null when none. Ending or skipping it sets
// the cookie that keeps it from running again.
import { signal } from '@preact/signals-react';
import { tourAlreadySeen, tourSeenCookie } from './tourCookie.ts';
import { stepAfter } from './tourSteps.ts';

export const tourStep = signal<number | null>(null);

export function startSearchTour(): void {
  if (tourStep.peek() === null && !tourAlreadySeen(document.cookie)) tourStep.value = 0;
}

export function endSearchTour(): void {
  tourStep.value = null;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = tourSeenCookie();
}

export function nextTourStep(): void {
  const current = tourStep.peek();
  const next = current === null ? null : stepAfter(current);
  if (next === null) endSearchTour();
  else tourStep.value = next;
}

/** Leaving the builder hides the tour without marking it seen: it runs again next time. */
export function hideSearchTour(): void {
  tourStep.value = null;
}
