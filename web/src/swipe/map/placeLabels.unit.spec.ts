// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { BasemapLabel } from './offlineBasemap.ts';
import { labelElement, labelsInView, MAX_LABELS_IN_VIEW } from './placeLabels.ts';

const PALERMO_VIEW = { west: -58.45, south: -34.6, east: -58.4, north: -34.56 };

describe('place labels', () => {
  it('keeps the labels inside the view, in the order given', () => {
    const labels: BasemapLabel[] = [
      ['Palermo', 'barrio', -58.425, -34.58],
      ['Córdoba', 'city', -64.18, -31.41],
      ['Colegiales', 'barrio', -58.45, -34.575],
    ];
    expect(labelsInView(labels, PALERMO_VIEW).map(([name]) => name)).toEqual(['Palermo', 'Colegiales']);
  });

  it(`shows at most ${MAX_LABELS_IN_VIEW}, the first (most populous) ones`, () => {
    const labels: BasemapLabel[] = Array.from({ length: 30 }, (_, index) => [`Lugar ${index}`, 'city', -58.42, -34.58]);
    const shown = labelsInView(labels, PALERMO_VIEW);
    expect(shown).toHaveLength(MAX_LABELS_IN_VIEW);
    expect(shown[0]![0]).toBe('Lugar 0');
  });

  it('draws a label as decorative text a tap goes through', () => {
    const element = labelElement(['Palermo', 'barrio', -58.425, -34.58]);
    expect(element.textContent).toBe('Palermo');
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element.style.pointerEvents).toBe('none');
  });
});
