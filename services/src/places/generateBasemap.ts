// Regenerates the offline basemap the web map draws when no MAP_STYLE_URL is set
// (web/public/basemap/argentina.json; sources and licences in docs/offline-basemap.md):
//   npx tsx services/src/places/generateBasemap.ts <provinces.geojson> <caba-barrios.geojson> <countries.geojson>
// Outlines are simplified (Douglas-Peucker) and rounded so the file stays a few hundred KB; the
// labels are the gazetteer's own provinces, barrios and cities, so map and search agree on names.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { barrioPlaces } from './barrios.ts';
import { cityPlaces } from './cities.ts';
import { searchKey } from './foldText.ts';
import type { Place } from './place.ts';
import { provincePlaces } from './provinces.ts';

type Position = [number, number];
type Ring = Position[];
interface SourceFeature {
  properties: Record<string, unknown>;
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

/** Tolerance in degrees and decimals kept, per layer: about 1 km for provinces, 15 m for barrios. */
const DETAIL = {
  land: { tolerance: 0.05, decimals: 2 },
  province: { tolerance: 0.01, decimals: 3 },
  barrio: { tolerance: 0.00015, decimals: 4 },
} as const;
const SOUTH_AMERICA = 'South America';
const OUTPUT = path.resolve(import.meta.dirname, '../../../web/public/basemap/argentina.json');

function distanceToSegment([x, y]: Position, [x1, y1]: Position, [x2, y2]: Position): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = dx * dx + dy * dy;
  const along = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / length));
  return Math.hypot(x - (x1 + along * dx), y - (y1 + along * dy));
}

function simplifyLine(points: Ring, tolerance: number): Ring {
  if (points.length < 3) return points;
  let farthest = 0;
  let index = 0;
  for (let at = 1; at < points.length - 1; at++) {
    const distance = distanceToSegment(points[at]!, points[0]!, points.at(-1)!);
    if (distance > farthest) [farthest, index] = [distance, at];
  }
  if (farthest <= tolerance) return [points[0]!, points.at(-1)!];
  return [
    ...simplifyLine(points.slice(0, index + 1), tolerance).slice(0, -1),
    ...simplifyLine(points.slice(index), tolerance),
  ];
}

function simplifyRing(ring: Ring, { tolerance, decimals }: { tolerance: number; decimals: number }): Ring | null {
  const factor = 10 ** decimals;
  const rounded = simplifyLine(ring, tolerance).map(
    ([x, y]) => [Math.round(x * factor) / factor, Math.round(y * factor) / factor] as Position,
  );
  const distinct = rounded.filter(
    (point, at) => at === 0 || point[0] !== rounded[at - 1]![0] || point[1] !== rounded[at - 1]![1],
  );
  return distinct.length >= 4 ? distinct : null;
}

function polygonsOf(feature: SourceFeature): Ring[][] {
  return feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
}

function outline(feature: SourceFeature, kind: keyof typeof DETAIL, name: string) {
  const polygons = polygonsOf(feature)
    .map((rings) => rings.map((ring) => simplifyRing(ring, DETAIL[kind])).filter((ring): ring is Ring => ring !== null))
    .filter((rings) => rings.length > 0);
  return { type: 'Feature', properties: { kind, name }, geometry: { type: 'MultiPolygon', coordinates: polygons } };
}

/** A label as a compact row, [name, kind, longitude, latitude]: drawn as HTML, not as a map layer. */
function label(place: Place): [string, string, number, number] {
  const [latitude, longitude] = place.coordinates;
  const round = (degrees: number) => Math.round(degrees * 10_000) / 10_000;
  return [place.name, place.kind, round(longitude), round(latitude)];
}

const readFeatures = (file: string): SourceFeature[] => JSON.parse(readFileSync(file, 'utf8')).features;

/** Names the barrio dataset spells otherwise than the gazetteer. */
const BARRIO_SPELLINGS: Record<string, string> = { BOCA: 'La Boca', 'VILLA GRAL. MITRE': 'Villa General Mitre' };

function barrioName(sourceName: string): string {
  const key = searchKey(BARRIO_SPELLINGS[sourceName] ?? sourceName);
  const known = barrioPlaces().find((place) => [place.name, ...place.aliases].some((name) => searchKey(name) === key));
  if (!known) throw new Error(`No gazetteer barrio for ${sourceName}`);
  return known.name;
}

function main([provincesFile, barriosFile, countriesFile]: string[]): void {
  if (!provincesFile || !barriosFile || !countriesFile)
    throw new Error('Usage: generateBasemap.ts <provinces> <barrios> <countries>');
  const countries = readFeatures(countriesFile).filter((feature) => feature.properties.CONTINENT === SOUTH_AMERICA);
  const features = [
    ...countries.map((feature) => outline(feature, 'land', String(feature.properties.NAME))),
    ...readFeatures(provincesFile).map((feature) => outline(feature, 'province', String(feature.properties.name))),
    ...readFeatures(barriosFile).map((feature) =>
      outline(feature, 'barrio', barrioName(String(feature.properties.barrio))),
    ),
  ];
  // Most populous first: where labels crowd, the first drawn wins.
  const places = [...provincePlaces(), ...barrioPlaces(), ...cityPlaces()].sort((a, b) => b.population - a.population);
  const basemap = { outlines: { type: 'FeatureCollection', features }, labels: places.map(label) };
  writeFileSync(OUTPUT, `${JSON.stringify(basemap)}\n`);
  console.info(`${OUTPUT}: ${features.length} outlines, ${places.length} labels`);
}

main(process.argv.slice(2));
