// The offline basemap, drawn when no map style is configured (MAP_STYLE_URL unset, tests, the
// demo): Argentina's provinces, CABA's barrios and neighbouring countries as maplibre layers, and
// the gazetteer's place names as HTML labels (a maplibre text layer would need glyph files).
// The data (public/basemap/argentina.json, about 150 KB) is fetched only when a map opens.
import type { GeoJSONSource, Map as MaplibreMap, StyleSpecification } from 'maplibre-gl';

export const BASEMAP_URL = '/basemap/argentina.json';
export const BASEMAP_SOURCE = 'basemap';

/** [name, kind ('province' | 'barrio' | 'city'), longitude, latitude], most populous first. */
export type BasemapLabel = readonly [string, string, number, number];

export interface Basemap {
  outlines: Parameters<GeoJSONSource['setData']>[0];
  labels: readonly BasemapLabel[];
}

const WATER = '#aad3df';
const LAND = '#f2efe9';
const byKind = (kind: string) => ['==', ['get', 'kind'], kind] as ['==', ['get', string], string];

export const OFFLINE_MAP_STYLE: StyleSpecification = {
  version: 8,
  sources: { [BASEMAP_SOURCE]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } },
  layers: [
    { id: 'water', type: 'background', paint: { 'background-color': WATER } },
    { id: 'land', type: 'fill', source: BASEMAP_SOURCE, filter: byKind('land'), paint: { 'fill-color': '#e6e1d8' } },
    {
      id: 'provinces',
      type: 'fill',
      source: BASEMAP_SOURCE,
      filter: byKind('province'),
      paint: { 'fill-color': LAND },
    },
    {
      id: 'barrios',
      type: 'fill',
      source: BASEMAP_SOURCE,
      filter: byKind('barrio'),
      paint: { 'fill-color': '#f7f4ec' },
    },
    {
      id: 'barrio-boundaries',
      type: 'line',
      source: BASEMAP_SOURCE,
      filter: byKind('barrio'),
      paint: { 'line-color': '#b8a98c', 'line-width': 1.5 },
    },
    {
      id: 'province-boundaries',
      type: 'line',
      source: BASEMAP_SOURCE,
      filter: byKind('province'),
      paint: { 'line-color': '#8c84a8', 'line-width': 2, 'line-dasharray': [3, 2] },
    },
    {
      id: 'country-boundaries',
      type: 'line',
      source: BASEMAP_SOURCE,
      filter: byKind('land'),
      paint: { 'line-color': '#6f6a80', 'line-width': 2.5 },
    },
  ],
};

let loading: Promise<Basemap> | null = null;

/** One download per page, shared by every map that opens. */
export function loadBasemap(): Promise<Basemap> {
  loading ??= fetch(BASEMAP_URL).then((response) => {
    if (!response.ok) throw new Error(`Basemap: ${response.status}`);
    return response.json() as Promise<Basemap>;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Fills the offline style's source once the data is here. */
export function drawBasemap(map: MaplibreMap, basemap: Basemap): void {
  map.getSource<GeoJSONSource>(BASEMAP_SOURCE)?.setData(basemap.outlines);
}
