// Text and tags extras. The model is the few words right after the brand ('Toyota Hilux SRV',
// 'VW Gol Trend 1.6') or after 'modelo'; any other text extra is read after its own title
// ('material: algodón'); tags after their title ('etiquetas: vintage, algodón') or as #hashtags.

import { claimRange, type PhraseHit, phraseEndAt } from '../words/phrases.ts';
import type { Token } from '../words/tokens.ts';
import type { CompiledExtra } from './compiledType.ts';
import type { Reading } from './reading.ts';

const STOP_WORDS = new Set([
  ...['con', 'de', 'del', 'en', 'y', 'o', 'ano', 'anio', 'modelo', 'mod', 'full', 'impecable', 'unico', 'unica'],
  ...['dueno', 'vendo', 'excelente', 'muy', 'buen', 'buena', 'estado', 'color', 'usado', 'usada', 'titular', 'motor'],
  ...['caja', 'nuevo', 'nueva', 'km', 'kms', 'permuto', 'permuta', 'financio', 'oportunidad', 'urgente', 'listo'],
  ...['lista', 'para', 'transferir', 'papeles', 'al', 'dia', 'vtv', 'como', 'particular', 'se', 'vende', 'a', 'el'],
  ...['la', 'los', 'las', 'un', 'una', 'original', 'recien', 'service', 'todo', 'pago', 'precio', 'tomo', 'joya'],
  ...['hermoso', 'hermosa', 'sin', 'detalles', 'escucho', 'ofertas', 'oferta', 'liquido', 'impecables', 'vendemos'],
  ...[
    'es',
    'tiene',
    'version',
    'unico',
    'poco',
    'uso',
    'cubiertas',
    'nuevas',
    'service',
    'oficial',
    'mantenimiento',
    'cabina',
  ],
]);
const YEAR = /^(?:19|20)\d\d$/;
const MAX_MODEL_WORDS = 3;
const MAX_TEXT_WORDS = 4;
const VALUE_FILLERS = new Set([':', '-', '=']);

function isValueWord(reading: Reading, index: number, start: number): boolean {
  const token = reading.tokens[index];
  if (!token || reading.claimed.has(index) || STOP_WORDS.has(token.word)) return false;
  if (YEAR.test(token.word) && !(index === start && reading.brandEnds.has(index - 1))) return false;
  return token.kind === 'word' || token.kind === 'number';
}

function capitalized(token: Token): string {
  return /^[\p{Ll}]+$/u.test(token.text) ? token.text.charAt(0).toUpperCase() + token.text.slice(1) : token.text;
}

/** The value words starting at `start`, claimed and written as the seller did (capitalised). */
function valueAt(reading: Reading, start: number, maxWords: number): string | null {
  let last = start - 1;
  while (last + 1 - start < maxWords && isValueWord(reading, last + 1, start)) last += 1;
  if (last < start) return null;
  claimRange(reading.claimed, start, last);
  return reading.tokens
    .slice(start, last + 1)
    .map(capitalized)
    .join(' ');
}

function afterTitle(reading: Reading, compiled: CompiledExtra, maxWords: number): string | null {
  for (let index = 0; index < reading.tokens.length; index += 1) {
    const end = phraseEndAt(reading.tokens, index, compiled.title);
    if (end < 0) continue;
    const start = VALUE_FILLERS.has(reading.tokens[end + 1]?.word ?? '') ? end + 2 : end + 1;
    const value = valueAt(reading, start, maxWords);
    if (value !== null) return value;
  }
  return null;
}

export function readTextExtra(
  reading: Reading,
  compiled: CompiledExtra,
  brand: PhraseHit<string> | null,
): string | null {
  if (compiled.concept !== 'model') return afterTitle(reading, compiled, MAX_TEXT_WORDS);
  return (
    afterTitle(reading, compiled, MAX_MODEL_WORDS) ?? (brand ? valueAt(reading, brand.last + 1, MAX_MODEL_WORDS) : null)
  );
}

function hashtags(reading: Reading): string[] {
  const tags: string[] = [];
  reading.tokens.forEach((token, index) => {
    const next = reading.tokens[index + 1];
    if (token.word === '#' && next?.kind === 'word' && next.start === token.end) tags.push(next.text);
  });
  return tags;
}

function listAfterTitle(reading: Reading, compiled: CompiledExtra): string[] {
  const start = reading.tokens.findIndex((_, index) => phraseEndAt(reading.tokens, index, compiled.title) >= 0);
  if (start < 0) return [];
  const items: string[] = [];
  let current: Token[] = [];
  for (const token of reading.tokens.slice(start + compiled.title.length)) {
    if (token.word === '.' || token.word === ';') break;
    if (token.word === ',' || token.word === 'y' || token.word === ':') {
      if (current.length > 0) items.push(current.map((part) => part.text).join(' '));
      current = [];
    } else current.push(token);
  }
  if (current.length > 0) items.push(current.map((part) => part.text).join(' '));
  return items;
}

export function readTagsExtra(reading: Reading, compiled: CompiledExtra): string[] | null {
  const tags = [...new Set([...listAfterTitle(reading, compiled), ...hashtags(reading)])];
  return tags.length > 0 ? tags : null;
}
