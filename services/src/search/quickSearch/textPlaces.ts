// Every place a search text names ('en Palermo o Belgrano', 'Pilar, Córdoba'), with the spans of
// every place word read so the other readers skip them. The quick-create matcher picks one place
// per text; it is asked again with that place's words (and the province qualifying it) blanked.
import type { SearchPlace } from '@app/contracts';
import type { Place } from '../../places/index.ts';
import { argentineGazetteer, type PlaceMatcher, searchKey, type TextSpan } from '../../places/index.ts';
import { placeByReference, toSearchPlace } from '../criteria/searchPlaces.ts';

const MAX_PLACES = 5;
const CAPITAL_CODE = '07';

let qualifierIndex: Map<string, Set<string>> | undefined;

/** Folded province names and aliases → their province codes ('buenos aires' also names the capital). */
function qualifierCodes(): Map<string, Set<string>> {
  if (qualifierIndex) return qualifierIndex;
  qualifierIndex = new Map();
  for (const place of argentineGazetteer().places.filter((candidate) => candidate.kind === 'province')) {
    for (const name of [place.name, ...place.aliases, `provincia de ${place.name}`]) {
      const codes = qualifierIndex.get(searchKey(name)) ?? new Set<string>();
      codes.add(place.provinceCode);
      qualifierIndex.set(searchKey(name), codes);
    }
  }
  qualifierIndex.get('buenos aires')?.add(CAPITAL_CODE);
  return qualifierIndex;
}

function namesPlace(text: string, place: Place): boolean {
  const key = searchKey(text);
  return [place.name, ...place.aliases].some((name) => searchKey(name) === key);
}

function qualifies(text: string, place: Place): boolean {
  return place.kind !== 'province' && (qualifierCodes().get(searchKey(text))?.has(place.provinceCode) ?? false);
}

const blank = (text: string, spans: readonly TextSpan[]) =>
  spans.reduce(
    (current, span) => current.slice(0, span.start) + ' '.repeat(span.end - span.start) + current.slice(span.end),
    text,
  );

export interface TextPlaces {
  places: SearchPlace[];
  spans: TextSpan[];
}

export function findTextPlaces(text: string, matcher: PlaceMatcher): TextPlaces {
  const places: SearchPlace[] = [];
  const spans: TextSpan[] = [];
  let remaining = text;
  for (let round = 0; round < MAX_PLACES; round += 1) {
    const mention = matcher.findPlace(remaining);
    const place = mention ? placeByReference(mention.place.reference) : undefined;
    if (!mention || !place) break;
    spans.push(...mention.spans);
    if (!places.some((known) => known.reference === place.reference)) places.push(toSearchPlace(place));
    const own = mention.spans.filter((span) => {
      const words = remaining.slice(span.start, span.end);
      return namesPlace(words, place) || qualifies(words, place);
    });
    if (own.length === 0) break;
    remaining = blank(remaining, own);
  }
  return { places, spans };
}
