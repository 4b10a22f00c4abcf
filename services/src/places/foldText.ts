// Accent- and case-insensitive text. Every character folds to exactly one character, so a span
// found in the folded text covers the same characters in the original.
const foldedCharacters = new Map<string, string>([
  ['²', '2'],
  ['³', '3'],
]);

function foldCharacter(character: string): string {
  const known = foldedCharacters.get(character);
  if (known !== undefined) return known;
  const base = character.normalize('NFD').charAt(0).toLowerCase();
  const folded = base.length === 1 ? base : character;
  foldedCharacters.set(character, folded);
  return folded;
}

/** 'Córdoba' → 'cordoba', 'NÚÑEZ' → 'nunez', 'm²' → 'm2'; same length as the input. */
export function foldText(text: string): string {
  let folded = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const character = text.charAt(index);
    if (code < 128) folded += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : character;
    else folded += foldCharacter(character);
  }
  return folded;
}

export interface FoldedWord {
  word: string;
  start: number;
  end: number;
}

/** The letter-and-digit runs of a folded text, with their offsets. */
export function foldedWords(folded: string): FoldedWord[] {
  const words: FoldedWord[] = [];
  for (const match of folded.matchAll(/[a-z0-9]+/g)) {
    words.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  }
  return words;
}

/** A search key: folded words joined by single spaces ('  Villa  Urquiza!' → 'villa urquiza'). */
export function searchKey(text: string): string {
  return foldedWords(foldText(text))
    .map((word) => word.word)
    .join(' ');
}
