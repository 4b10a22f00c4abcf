// Autocomplete over the gazetteer: every folded prefix of every name maps to its places, already
// ordered, so a search is one map lookup. Order: the whole name typed, then a prefix of the name,
// then a prefix of a later word ('urquiza' → Villa Urquiza); within each, by population.
import { foldedWords, foldText, searchKey } from './foldText.ts';
import type { Place, PlaceSuggestion } from './place.ts';

const EXACT = 0;
const NAME_PREFIX = 1;
const WORD_PREFIX = 2;

interface Ranked {
  place: Place;
  rank: number;
}

function addKey(keys: Map<string, number>, key: string, rank: number): void {
  if (key.endsWith(' ')) return;
  const known = keys.get(key);
  if (known === undefined || rank < known) keys.set(key, rank);
}

function keysOfName(name: string, keys: Map<string, number>): void {
  const key = searchKey(name);
  for (let length = 1; length <= key.length; length += 1) {
    addKey(keys, key.slice(0, length), length === key.length ? EXACT : NAME_PREFIX);
  }
  const words = key.split(' ');
  for (let first = 1; first < words.length; first += 1) {
    const tail = words.slice(first).join(' ');
    for (let length = 1; length <= tail.length; length += 1) addKey(keys, tail.slice(0, length), WORD_PREFIX);
  }
}

function byRelevance(first: Ranked, second: Ranked): number {
  return (
    first.rank - second.rank ||
    second.place.population - first.place.population ||
    first.place.name.localeCompare(second.place.name, 'es')
  );
}

export function buildPrefixIndex(places: readonly Place[]): Map<string, Place[]> {
  const ranked = new Map<string, Ranked[]>();
  for (const place of places) {
    const keys = new Map<string, number>();
    for (const name of [place.name, ...place.aliases]) keysOfName(name, keys);
    for (const [key, rank] of keys) {
      const list = ranked.get(key);
      if (list) list.push({ place, rank });
      else ranked.set(key, [{ place, rank }]);
    }
  }
  const index = new Map<string, Place[]>();
  for (const [key, list] of ranked)
    index.set(
      key,
      list.sort(byRelevance).map((entry) => entry.place),
    );
  return index;
}

/** Words a trailing qualifier may match: 'palermo caba', 'rosario santa fe'. */
export type QualifierWords = (place: Place) => readonly string[];

export function searchIndex(
  index: ReadonlyMap<string, Place[]>,
  qualifierWords: QualifierWords,
  text: string,
  limit: number,
): PlaceSuggestion[] {
  const words = foldedWords(foldText(text)).map((word) => word.word);
  if (words.length === 0 || limit <= 0) return [];
  const direct = index.get(words.join(' '));
  if (direct) return direct.slice(0, limit).map(toSuggestion);
  for (let cut = words.length - 1; cut >= 1; cut -= 1) {
    const candidates = index.get(words.slice(0, cut).join(' '));
    if (!candidates) continue;
    const qualifiers = words.slice(cut);
    const qualified = candidates.filter((place) => matchesQualifiers(qualifierWords(place), qualifiers));
    if (qualified.length > 0) return qualified.slice(0, limit).map(toSuggestion);
  }
  return [];
}

function matchesQualifiers(placeWords: readonly string[], qualifiers: readonly string[]): boolean {
  return qualifiers.every((qualifier) => placeWords.some((word) => word.startsWith(qualifier)));
}

function toSuggestion(place: Place): PlaceSuggestion {
  return { reference: place.reference, description: place.description };
}
