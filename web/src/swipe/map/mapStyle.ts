// The map's style: the configured one (maps.style_url), or, with none (tests, offline, the demo),
// the bundled offline basemap, so no remote tiles are ever fetched.
import type { StyleSpecification } from 'maplibre-gl';
import { OFFLINE_MAP_STYLE } from './offlineBasemap.ts';

export function usesOfflineBasemap(styleUrl: string | null | undefined): boolean {
  return !styleUrl?.trim();
}

export function mapStyle(styleUrl: string | null | undefined): string | StyleSpecification {
  return usesOfflineBasemap(styleUrl) ? OFFLINE_MAP_STYLE : (styleUrl as string);
}

/** Buenos Aires, when nothing on screen has a place. */
export const FALLBACK_CENTER: readonly [number, number] = [-34.6037, -58.3816];

/** Contracts carry [latitude, longitude]; maplibre wants [longitude, latitude]. */
export function toLngLat([latitude, longitude]: readonly [number, number]): [number, number] {
  return [longitude, latitude];
}
