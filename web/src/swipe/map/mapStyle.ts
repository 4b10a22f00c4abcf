// The map's style: the configured one (maps.style_url), or, with none (tests, offline), a plain
// background under the markers, so no remote tiles are ever fetched.
import type { StyleSpecification } from 'maplibre-gl';

export const PLAIN_MAP_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e9ecef' } }],
};

export function mapStyle(styleUrl: string | null | undefined): string | StyleSpecification {
  return styleUrl?.trim() ? styleUrl : PLAIN_MAP_STYLE;
}

/** Buenos Aires, when nothing on screen has a place. */
export const FALLBACK_CENTER: readonly [number, number] = [-34.6037, -58.3816];

/** Contracts carry [latitude, longitude]; maplibre wants [longitude, latitude]. */
export function toLngLat([latitude, longitude]: readonly [number, number]): [number, number] {
  return [longitude, latitude];
}
