// Place names over the offline basemap: the few labels in view, as quiet HTML text under the
// price badges. Decorative: screen readers get the places from the publications themselves.
import type { MapBounds } from './markerGrid.ts';
import type { BasemapLabel } from './offlineBasemap.ts';

/** More names than this crowd a phone-sized map. */
export const MAX_LABELS_IN_VIEW = 12;

/** The labels inside the view, most populous first (the basemap file is sorted so). */
export function labelsInView(labels: readonly BasemapLabel[], view: MapBounds): BasemapLabel[] {
  return labels
    .filter(
      ([, , longitude, latitude]) =>
        longitude >= view.west && longitude <= view.east && latitude >= view.south && latitude <= view.north,
    )
    .slice(0, MAX_LABELS_IN_VIEW);
}

export function labelElement([name, kind]: BasemapLabel): HTMLSpanElement {
  const element = document.createElement('span');
  element.textContent = name;
  element.setAttribute('aria-hidden', 'true');
  element.dataset.placeLabel = kind;
  Object.assign(element.style, {
    font: kind === 'barrio' ? 'italic 600 12px system-ui, sans-serif' : '700 13px system-ui, sans-serif',
    color: kind === 'barrio' ? '#6b5d45' : '#3b3750',
    textShadow: '0 0 3px #ffffff, 0 0 3px #ffffff',
    pointerEvents: 'none',
    whiteSpace: 'nowrap',
    zIndex: '0',
  });
  return element;
}
