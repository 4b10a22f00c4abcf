// Splits a seller's sentence into words, numbers, currency symbols and punctuation, each with its
// folded form and its place in the original text.
import { foldText } from '../../places/index.ts';
import { SPELLED_NUMBERS } from './lexicon.ts';

export type TokenKind = 'word' | 'number' | 'symbol' | 'punctuation';

export interface Token {
  kind: TokenKind;
  /** As the seller wrote it. */
  text: string;
  /** Folded: 'Baños' → 'banos', 'U$S' → 'u$s'. */
  word: string;
  start: number;
  end: number;
  /** The number a number token stands for; NaN for other tokens. */
  value: number;
  /** 'dos', 'tres': a number only next to a unit. */
  spelled: boolean;
}

const TOKEN = /u\$[sd]|us\$|\$|(?:usd|ars)(?=\d)|\d+(?:[.,]\d+)*[a-z]*\d*|[a-z][a-z0-9]*|\S/g;
const NUMBER_THEN_SUFFIX = /^(\d+(?:[.,]\d+)*)([a-z]+\d?)$/;
/** Suffixes split off a number: '120k', '0km', '2amb', '45m2', '95.000usd'. */
const SPLIT_SUFFIXES = new Set([
  ...['k', 'km', 'kms', 'm', 'm2', 'mts', 'mts2', 'mt2', 'amb', 'ambs', 'ambientes', 'dorm', 'dorms', 'mil'],
  ...['usd', 'ars', 'lucas', 'palos', 'millones', 'anos', 'hs', 'cc', 'hp', 'gb', 'tb', 'cm', 'kg', 'lts'],
]);
const DOTTED_ABBREVIATION = /\b([a-z])\.([a-z])\.(?:([a-z])\.)?(?:([a-z])\.)?/g;

/** 's.u.m.' → 'sum   ', 'p.h.' → 'ph  ': same length, so offsets still match the original. */
function collapseDottedAbbreviations(folded: string): string {
  return folded.replace(DOTTED_ABBREVIATION, (abbreviation: string) => {
    const letters = abbreviation.replaceAll('.', '');
    return letters.padEnd(abbreviation.length, ' ');
  });
}

/** '45.000.000' → 45000000, '1,5' → 1.5, '1.234,5' → 1234.5, '95,000' → 95000. */
export function parseNumber(digits: string): number {
  if (/^\d+$/.test(digits)) return Number(digits);
  if (/^\d{1,3}(?:\.\d{3})+$/.test(digits) || /^\d{1,3}(?:,\d{3})+$/.test(digits)) {
    return Number(digits.replace(/[.,]/g, ''));
  }
  if (/^\d{1,3}(?:\.\d{3})+,\d+$/.test(digits)) return Number(digits.replaceAll('.', '').replace(',', '.'));
  if (/^\d+[.,]\d+$/.test(digits)) return Number(digits.replace(',', '.'));
  return Number.NaN;
}

function makeToken(kind: TokenKind, text: string, word: string, start: number, value = Number.NaN): Token {
  return { kind, text, word, start, end: start + word.length, value, spelled: false };
}

function wordOrNumber(original: string, folded: string, start: number): Token[] {
  const split = NUMBER_THEN_SUFFIX.exec(folded);
  if (split && SPLIT_SUFFIXES.has(split[2]!)) {
    const digits = split[1]!;
    return [
      makeToken('number', original.slice(0, digits.length), digits, start, parseNumber(digits)),
      makeToken('word', original.slice(digits.length), split[2]!, start + digits.length),
    ];
  }
  if (/^\d/.test(folded)) {
    const value = parseNumber(folded);
    return [makeToken(Number.isNaN(value) ? 'word' : 'number', original, folded, start, value)];
  }
  const spelled = SPELLED_NUMBERS[folded];
  if (spelled !== undefined) return [{ ...makeToken('word', original, folded, start, spelled), spelled: true }];
  return [makeToken('word', original, folded, start)];
}

export function tokenize(text: string): Token[] {
  const folded = collapseDottedAbbreviations(foldText(text));
  const tokens: Token[] = [];
  for (const match of folded.matchAll(TOKEN)) {
    const word = match[0];
    const start = match.index;
    const original = text.slice(start, start + word.length);
    if (word.includes('$') || word === 'usd' || word === 'ars') tokens.push(makeToken('symbol', original, word, start));
    else if (/^[a-z0-9]/.test(word)) tokens.push(...wordOrNumber(original, word, start));
    else tokens.push(makeToken('punctuation', original, word, start));
  }
  return tokens;
}

export const isWord = (token: Token | undefined, ...words: string[]): boolean =>
  token !== undefined && words.includes(token.word);
