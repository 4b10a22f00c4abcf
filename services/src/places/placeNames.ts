// The words a sentence may name a place with, and how careful to be with each. Many towns are
// also ordinary Spanish words ('Esquina', 'Victoria', 'La Plata'), brands ('Mercedes') or streets
// ('Rivadavia'); those only count with a cue around them.
import { type FoldedWord, searchKey } from './foldText.ts';
import type { Place } from './place.ts';

/** 'none': always a place; 'ambiguous': needs 'en'/'zona', a capital letter or its province after it;
 * 'commonWord': needs 'zona'/'barrio', or 'en' and a capital letter. */
export type Caution = 'none' | 'ambiguous' | 'commonWord';

export interface PlaceName {
  words: readonly string[];
  places: readonly Place[];
  caution: Caution;
}

const AMBIGUOUS_NAMES = new Set([
  ...['flores', 'rivadavia', 'sarmiento', 'alvear', 'pellegrini', 'laprida', 'viamonte', 'lavalle'],
  ...['italo', 'elena', 'veronica', 'wanda', 'vera', 'arias', 'perez', 'fernandez', 'hernandez', 'herrera'],
  ...['navarro', 'toledo', 'londres', 'frias', 'garza', 'oliva', 'magdalena', 'concordia', 'loreto', 'lobos'],
  ...['campana', 'ceres', 'guarani', 'leones', 'corralito', 'belen', 'san martin', 'san jose', 'santa ana'],
  ...['santa lucia', 'santa maria', 'la plata', 'la paz', 'la cruz', 'la banda', 'la granja', 'la falda'],
  ...['la cumbre', 'la calera', 'la caldera', 'el carmen', 'la merced', 'las flores', 'las rosas', 'retiro'],
  ...['sastre', 'serrano', 'cervantes', 'montecarlo', 'dominguez', 'federacion', 'tama', 'pasco', 'boca'],
]);

const COMMON_WORD_NAMES = new Set([
  ...[
    'mercedes',
    'lincoln',
    'esquina',
    'pila',
    'salto',
    'sauce',
    'selva',
    'empedrado',
    'herradura',
    'rodeo',
    'bandera',
    'ranchos',
  ],
  ...['medanos', 'molinos', 'centenario', 'libertad', 'union', 'victoria', 'esperanza', 'concepcion', 'colon'],
  ...['dolores', 'milagro', 'recreo', 'federal', 'diamante', 'azul', 'rojas', 'constitucion'],
  ...['la puerta', 'la toma', 'la consulta', 'el alto', 'los altos', 'el hoyo', 'el carril', 'la verde'],
  ...['la para', 'la punta', 'el tio', 'las varas', 'las lajas', 'la escondida', 'los cocos', 'embalse'],
]);

function cautionOf(key: string): Caution {
  if (COMMON_WORD_NAMES.has(key)) return 'commonWord';
  return AMBIGUOUS_NAMES.has(key) ? 'ambiguous' : 'none';
}

/** Names by their first word, longest first, so the longest mention wins ('Villa del Parque'). */
export function buildPlaceNames(places: readonly Place[]): Map<string, PlaceName[]> {
  const placesByKey = new Map<string, Place[]>();
  for (const place of places) {
    for (const name of [place.name, ...place.aliases]) {
      const key = searchKey(name);
      const known = placesByKey.get(key);
      if (!known) placesByKey.set(key, [place]);
      else if (!known.includes(place)) known.push(place);
    }
  }
  const byFirstWord = new Map<string, PlaceName[]>();
  for (const [key, keyPlaces] of placesByKey) {
    const words = key.split(' ');
    const entry: PlaceName = { words, places: keyPlaces, caution: cautionOf(key) };
    const list = byFirstWord.get(words[0]!) ?? [];
    list.push(entry);
    byFirstWord.set(words[0]!, list);
  }
  for (const list of byFirstWord.values()) list.sort((first, second) => second.words.length - first.words.length);
  return byFirstWord;
}

/** Every name that starts at `index`, longest first. */
export function namesAt(
  names: ReadonlyMap<string, PlaceName[]>,
  words: readonly FoldedWord[],
  index: number,
): PlaceName[] {
  const candidates = names.get(words[index]!.word) ?? [];
  return candidates.filter((name) => name.words.every((word, offset) => words[index + offset]?.word === word));
}
