// The map itself (maplibre-gl, downloaded with the map panel): price badges for the search's
// markers, at most one per grid cell below the default zoom; a tap picks the publication.
import { MAP } from '@app/contracts/limits';
import type { SearchMarker } from '@app/contracts/search/results';
import { Box } from '@mantine/core';
import { Map as MaplibreMap, Marker, setWorkerUrl } from 'maplibre-gl';
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef } from 'react';
import { FALLBACK_CENTER, mapStyle, toLngLat, usesOfflineBasemap } from './mapStyle.ts';
import { capMarkersToGrid, type MapBounds } from './markerGrid.ts';
import { type BasemapLabel, drawBasemap, loadBasemap } from './offlineBasemap.ts';
import { labelElement, labelsInView } from './placeLabels.ts';

// Bundled, maplibre would look for its worker next to the chunk that imported it.
setWorkerUrl(new URL(maplibreWorkerUrl, window.location.href).href);

export interface BadgedMarker extends SearchMarker {
  badge: string;
}

interface SearchMapProps {
  markers: readonly BadgedMarker[];
  center: readonly [number, number] | null;
  currentId: string | null;
  styleUrl: string | null;
  onPick: (publicationId: string) => void;
  /** The browser cannot draw the map (no WebGL). */
  onUnavailable: () => void;
}

function viewOf(map: MaplibreMap): MapBounds {
  const bounds = map.getBounds();
  return { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() };
}

/** Draws the offline basemap and keeps its place names in view; marks the container once drawn. */
function showOfflineBasemap(map: MaplibreMap, element: HTMLElement): () => void {
  let labels: readonly BasemapLabel[] = [];
  let drawn: Marker[] = [];
  const drawLabels = () => {
    for (const marker of drawn) marker.remove();
    drawn = labelsInView(labels, viewOf(map)).map((label) =>
      new Marker({ element: labelElement(label) }).setLngLat([label[2], label[3]]).addTo(map),
    );
  };
  map.on('load', () => {
    loadBasemap()
      .then((basemap) => {
        drawBasemap(map, basemap);
        labels = basemap.labels;
        drawLabels();
        map.once('idle', () => {
          element.dataset.basemap = 'drawn';
        });
      })
      .catch(() => {
        element.dataset.basemap = 'unavailable';
      });
  });
  map.on('moveend', drawLabels);
  return () => map.off('moveend', drawLabels);
}

function badgeElement(marker: BadgedMarker, current: boolean, onPick: (id: string) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = marker.badge;
  button.setAttribute('aria-label', `Ver publicación de ${marker.badge}`);
  button.dataset.publicationId = marker.id;
  Object.assign(button.style, {
    padding: '2px 8px',
    borderRadius: '12px',
    border: '1px solid white',
    font: '600 12px system-ui, sans-serif',
    color: 'white',
    // pink-8: white 12 px text needs 4.5:1 against it (pink-6 gives 3.7).
    background: current ? 'var(--mantine-color-pink-8)' : 'var(--mantine-color-dark-6)',
    boxShadow: '0 1px 4px rgba(0,0,0,0.3)',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    zIndex: '1',
  });
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    onPick(marker.id);
  });
  return button;
}

export default function SearchMap({ markers, center, currentId, styleUrl, onPick, onUnavailable }: SearchMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ onPick, onUnavailable });
  latest.current = { onPick, onUnavailable };

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let map: MaplibreMap;
    try {
      map = new MaplibreMap({
        container: element,
        style: mapStyle(styleUrl),
        center: toLngLat(center ?? markers[0]?.coordinates ?? FALLBACK_CENTER),
        zoom: MAP.defaultZoom,
        minZoom: MAP.minimumZoom,
        attributionControl: false,
      });
    } catch {
      latest.current.onUnavailable();
      return;
    }
    if (usesOfflineBasemap(styleUrl)) showOfflineBasemap(map, element);
    let drawn: Marker[] = [];
    const draw = () => {
      for (const marker of drawn) marker.remove();
      const visible = capMarkersToGrid(markers, viewOf(map), map.getZoom());
      drawn = visible.map((marker) =>
        new Marker({ element: badgeElement(marker, marker.id === currentId, (id) => latest.current.onPick(id)) })
          .setLngLat(toLngLat(marker.coordinates))
          .addTo(map),
      );
    };
    map.on('load', draw);
    map.on('moveend', draw);
    return () => map.remove();
  }, [markers, center, currentId, styleUrl]);

  return (
    <Box
      ref={container}
      h={MAP.heightPixels}
      style={{ borderRadius: 8, overflow: 'hidden' }}
      data-testid="search-map"
    />
  );
}
