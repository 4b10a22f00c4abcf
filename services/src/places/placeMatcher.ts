// Finds the place a free sentence mentions ('Depto 2 amb en Palermo', 'Casa en Pilar, Bs As').
// Rules: the longest name wins at each position; cautious names need a cue; a trailing province
// only qualifies an earlier place ('Rosario, Santa Fe'); the most specific place wins.
import { type FoldedWord, foldedWords, foldText } from './foldText.ts';
import { type Place, type PlaceDetails, toPlaceDetails } from './place.ts';
import { namesAt, type PlaceName } from './placeNames.ts';

export interface TextSpan {
  start: number;
  end: number;
}

export interface PlaceMention {
  place: PlaceDetails;
  /** Every place name accepted in the text, the chosen one and its qualifiers included. */
  spans: TextSpan[];
}

export interface PlaceMatcher {
  findPlace(text: string): PlaceMention | null;
}

interface Mention extends TextSpan {
  last: number;
  places: readonly Place[];
}

const STREET_CUES = new Set([
  'av',
  'avda',
  'avenida',
  'calle',
  'pasaje',
  'pje',
  'bv',
  'bulevar',
  'boulevard',
  'diagonal',
  'ruta',
  'autopista',
  'sobre',
]);
const STRONG_CUES = new Set(['zona', 'barrio', 'b', 'bo', 'localidad', 'partido']);
const CUES_BEFORE_DE = new Set(['zona', 'barrio', 'localidad', 'ciudad', 'partido', 'cerca']);
const PROVINCE_CUES = new Set(['provincia', 'pcia', 'prov']);
const LOCATED = new Set(['ubicado', 'ubicada', 'ubicados', 'situado', 'situada']);
export const CAPITAL_CITY_REFERENCE = 'ar-geonames-3435910';

interface Context {
  text: string;
  words: readonly FoldedWord[];
  names: ReadonlyMap<string, PlaceName[]>;
}

const wordBefore = (context: Context, index: number, distance: number) => context.words[index - distance]?.word ?? '';

function cueBefore(context: Context, index: number): 'strong' | 'weak' | 'none' {
  const previous = wordBefore(context, index, 1);
  const beforePrevious = wordBefore(context, index, 2);
  if (STRONG_CUES.has(previous) || (previous === 'de' && CUES_BEFORE_DE.has(beforePrevious))) return 'strong';
  if (previous === 'en' && LOCATED.has(beforePrevious)) return 'strong';
  return previous === 'en' ? 'weak' : 'none';
}

function isCapitalized(context: Context, first: number, last: number): boolean {
  const startsUpper = (index: number) => /\p{Lu}/u.test(context.text.charAt(context.words[index]!.start));
  return startsUpper(first) && startsUpper(last);
}

/** Province codes a place name can stand for when it follows another place as a qualifier. */
export function qualifierCodes(places: readonly Place[]): Set<string> {
  const codes = places
    .filter((place) => place.kind === 'province' || place.reference === CAPITAL_CITY_REFERENCE)
    .map((place) => place.provinceCode);
  return new Set(codes);
}

function followedByItsProvince(context: Context, name: PlaceName, last: number): boolean {
  if (last + 1 >= context.words.length) return false;
  const codes = new Set(name.places.map((place) => place.provinceCode));
  return namesAt(context.names, context.words, last + 1).some((next) =>
    [...qualifierCodes(next.places)].some((code) => codes.has(code)),
  );
}

function isAccepted(context: Context, name: PlaceName, first: number): boolean {
  if (STREET_CUES.has(wordBefore(context, first, 1))) return false;
  if (name.caution === 'none') return true;
  const last = first + name.words.length - 1;
  const cue = cueBefore(context, first);
  const capitalized = isCapitalized(context, first, last);
  if (name.caution === 'ambiguous') return cue !== 'none' || capitalized || followedByItsProvince(context, name, last);
  return cue === 'strong' || (capitalized && (cue === 'weak' || followedByItsProvince(context, name, last)));
}

function placesAfterCue(context: Context, name: PlaceName, first: number): readonly Place[] {
  const previous = wordBefore(context, first, 1);
  const namesProvince =
    PROVINCE_CUES.has(previous) || (previous === 'de' && PROVINCE_CUES.has(wordBefore(context, first, 2)));
  return namesProvince ? name.places.filter((place) => place.kind === 'province') : name.places;
}

function mentionAt(context: Context, index: number): Mention | null {
  for (const name of namesAt(context.names, context.words, index)) {
    if (!isAccepted(context, name, index)) continue;
    const places = placesAfterCue(context, name, index);
    const last = index + name.words.length - 1;
    const span = { start: context.words[index]!.start, end: context.words[last]!.end };
    if (places.length > 0) return { ...span, last, places };
  }
  return null;
}

function mentionsIn(text: string, names: ReadonlyMap<string, PlaceName[]>): Mention[] {
  const context: Context = { text, words: foldedWords(foldText(text)), names };
  const mentions: Mention[] = [];
  for (let index = 0; index < context.words.length; ) {
    const mention = mentionAt(context, index);
    if (mention) mentions.push(mention);
    index = mention ? mention.last + 1 : index + 1;
  }
  return mentions;
}

function isQualifierOfEarlier(mentions: readonly Mention[], position: number): boolean {
  const codes = qualifierCodes(mentions[position]!.places);
  if (codes.size === 0) return false;
  return mentions
    .slice(0, position)
    .some((earlier) => earlier.places.some((place) => place.kind !== 'province' && codes.has(place.provinceCode)));
}

function mostSpecific(places: readonly Place[]): Place {
  return [...places].sort(
    (first, second) => first.specificity - second.specificity || second.population - first.population,
  )[0]!;
}

function choosePlace(mentions: readonly Mention[]): Place | null {
  const qualifiers = mentions.filter((_, position) => isQualifierOfEarlier(mentions, position));
  const codes = new Set(qualifiers.flatMap((qualifier) => [...qualifierCodes(qualifier.places)]));
  const choices = mentions
    .filter((mention) => !qualifiers.includes(mention))
    .map((mention) => {
      const narrowed = mention.places.filter((place) => codes.has(place.provinceCode));
      return mostSpecific(narrowed.length > 0 ? narrowed : mention.places);
    });
  // Equally specific mentions: the first one named wins (stable sort).
  return choices.sort((first, second) => first.specificity - second.specificity)[0] ?? null;
}

export function createPlaceMatcher(names: ReadonlyMap<string, PlaceName[]>): PlaceMatcher {
  return {
    findPlace(text: string): PlaceMention | null {
      const mentions = mentionsIn(text, names);
      const place = choosePlace(mentions);
      if (!place) return null;
      return { place: toPlaceDetails(place), spans: mentions.map(({ start, end }) => ({ start, end })) };
    },
  };
}
