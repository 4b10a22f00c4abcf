// A short clean title from the sentence: its first clause without the selling verb, the prices and
// the shouting ('¡¡VENDO URGENTE!! Depto 2 amb en Palermo, USD 95.000' → 'Depto 2 amb en Palermo').
// A clause shorter than a title is joined with the next one.
import { type Phrase, phraseEndAt, toPhrase } from '../words/phrases.ts';
import type { Token } from '../words/tokens.ts';

const LEAD_PHRASES: Phrase[] = [
  ...['se vende', 'se alquila', 'vendo', 'vendemos', 'vende', 'alquilo', 'alquilamos', 'liquido', 'ofrezco', 'remato'],
  ...['dueno vende', 'particular vende', 'tengo', 'hoy', 'ya'],
].map(toPhrase);
const DROPPED_WORDS = new Set([
  'urgente',
  'oportunidad',
  'oferta',
  'precio',
  'antes',
  'ahora',
  'ocasion',
  'imperdible',
]);
const CLAUSE_BREAKS = new Set([',', ';', '!', '?', '(', ')', '|', ':', '¡', '¿']);
const KEPT_PUNCTUATION = new Set(['.', '-', '/', '+', '°', 'º', '%', '"']);
/** A full stop after these is an abbreviation ('Av. Cabildo'), not the end of a sentence. */
const ABBREVIATIONS = new Set([
  'av',
  'avda',
  'dr',
  'gral',
  'sr',
  'sra',
  'pje',
  'bv',
  'nro',
  'n',
  'esq',
  'sta',
  'sto',
  'pcia',
  'prov',
  'bs',
  'as',
  'dpto',
  'depto',
  'dto',
  'amb',
  'mts',
  'aprox',
  'sup',
  'cub',
  'tel',
  'cel',
]);
const EDGE_WORDS = new Set([
  'en',
  'de',
  'con',
  'y',
  'a',
  'por',
  'para',
  'muy',
  'el',
  'la',
  'los',
  'las',
  'o',
  'u',
  'al',
  'del',
  'x',
  'e',
]);
const SHORT_TITLE = 20;
const MAX_TITLE = 60;

function isClauseBreak(text: string, tokens: readonly Token[], index: number, dropped: ReadonlySet<number>): boolean {
  const token = tokens[index]!;
  if (CLAUSE_BREAKS.has(token.word) || dropped.has(index)) return true;
  const next = tokens[index + 1];
  if (token.word === '.')
    return !next || (/^\p{Lu}/u.test(next.text) && !ABBREVIATIONS.has(tokens[index - 1]?.word ?? ''));
  if (token.word === '-' || token.text === '—') return text.charAt(token.start - 1) === ' ';
  return next !== undefined && text.slice(token.end, next.start).includes('\n');
}

function isKept(token: Token, index: number, dropped: ReadonlySet<number>): boolean {
  if (dropped.has(index) || DROPPED_WORDS.has(token.word)) return false;
  return token.kind !== 'punctuation' || KEPT_PUNCTUATION.has(token.word);
}

function clauses(text: string, tokens: readonly Token[], dropped: ReadonlySet<number>): Token[][] {
  const result: Token[][] = [[]];
  tokens.forEach((token, index) => {
    const breaks = isClauseBreak(text, tokens, index, dropped);
    if (isKept(token, index, dropped) && !(breaks && token.kind === 'punctuation')) result.at(-1)!.push(token);
    if (breaks) result.push([]);
  });
  return result;
}

const isEdge = (token: Token | undefined) =>
  token !== undefined && (EDGE_WORDS.has(token.word) || token.kind === 'punctuation');

function trimEdges(clause: readonly Token[]): Token[] {
  let tokens = [...clause];
  while (isEdge(tokens[0])) tokens = tokens.slice(1);
  while (isEdge(tokens.at(-1))) tokens = tokens.slice(0, -1);
  return tokens;
}

/** Clauses about the deal rather than the thing: 'permuto por depto', 'envíos a todo el país'. */
const ASIDE_STARTS = new Set([
  'permuto',
  'permuta',
  'acepto',
  'tomo',
  'escucho',
  'financio',
  'envios',
  'envio',
  'retiro',
  'consultar',
  'whatsapp',
  'tel',
  'llamar',
  'entrega',
]);

function trimClause(clause: Token[]): Token[] {
  let tokens = trimEdges(clause);
  if (ASIDE_STARTS.has(tokens[0]?.word ?? '')) return [];
  for (let lead = leadEnd(tokens); lead >= 0; lead = leadEnd(tokens)) tokens = trimEdges(tokens.slice(lead + 1));
  return tokens;
}

function leadEnd(tokens: readonly Token[]): number {
  return LEAD_PHRASES.map((phrase) => phraseEndAt(tokens, 0, phrase)).find((end) => end >= 0) ?? -1;
}

function render(tokens: readonly Token[]): string {
  return tokens
    .map((token, index) => (index > 0 && tokens[index - 1]!.end < token.start ? ' ' : '') + token.text)
    .join('');
}

function shorten(tokens: readonly Token[]): Token[] {
  let kept = [...tokens];
  while (kept.length > 1 && render(kept).length > MAX_TITLE) kept = trimEdges(kept.slice(0, -1));
  return kept;
}

const ACRONYMS = new Set([
  'vw',
  'ph',
  'gnc',
  'sum',
  'suv',
  'tv',
  'pc',
  'caba',
  'gba',
  'bmw',
  'ssd',
  'led',
  'cvt',
  'hdi',
  'tsi',
]);

/** Shouted titles in sentence case; 'vw', 'ph' as acronyms; a lower-case first word capitalised. */
function polish(title: string): string {
  const calm = /\p{Ll}/u.test(title) ? title : title.toLowerCase();
  const acronyms = calm.replace(/[\p{L}\d]+/gu, (word) => (ACRONYMS.has(word) ? word.toUpperCase() : word));
  return /^\p{Ll}+(?:\s|$)/u.test(acronyms) ? acronyms.charAt(0).toUpperCase() + acronyms.slice(1) : acronyms;
}

/** A title up to 60 characters, or undefined when nothing but prices and verbs was written. */
export function buildTitle(text: string, tokens: readonly Token[], dropped: ReadonlySet<number>): string | undefined {
  const parts = clauses(text, tokens, dropped)
    .map(trimClause)
    .filter((clause) => clause.length > 0);
  let rendered = render(shorten(parts[0] ?? []));
  for (const part of parts.slice(1)) {
    const joined = `${rendered}, ${render(part)}`;
    if (rendered.length >= SHORT_TITLE || joined.length > MAX_TITLE) break;
    rendered = joined;
  }
  return rendered.length === 0 ? undefined : polish(rendered);
}
