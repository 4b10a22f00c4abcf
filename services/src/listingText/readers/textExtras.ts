// Text and tags extras. The model is the words right after the brand ('Toyota Hilux', 'VW Gol
// Trend') or after 'modelo', the version the words after the model ('SRV 4x4', '1.6'); any other
// text extra is read after its own title
// ('material: algodón'); tags after their title ('etiquetas: vintage, algodón') or as #hashtags.

import { claimRange, phraseEndAt } from '../words/phrases.ts';
import type { Token } from '../words/tokens.ts';
import type { CompiledExtra } from './compiledType.ts';
import type { Reading } from './reading.ts';
import { modelLength } from './vehicleModel.ts';

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
  // A colour after the brand describes the vehicle; it is not its model ('Ducati roja').
  ...['rojo', 'roja', 'negro', 'negra', 'blanco', 'blanca', 'gris', 'azul', 'verde', 'amarillo', 'amarilla'],
  ...['plateado', 'plateada', 'dorado', 'dorada', 'celeste', 'naranja', 'bordo', 'marron', 'violeta'],
]);
const YEAR = /^(?:19|20)\d\d$/;
const MAX_MODEL_WORDS = 3;
const MAX_VERSION_WORDS = 3;
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

export interface TextValue {
  value: string;
  last: number;
}

/** The value words starting at `start`, claimed and written as the seller did (capitalised). */
function valueAt(reading: Reading, start: number, maxWords: number): TextValue | null {
  let last = start - 1;
  while (last + 1 - start < maxWords && isValueWord(reading, last + 1, start)) last += 1;
  if (last < start) return null;
  claimRange(reading.claimed, start, last);
  const value = reading.tokens
    .slice(start, last + 1)
    .map(capitalized)
    .join(' ');
  return { value, last };
}

function afterTitle(reading: Reading, compiled: CompiledExtra, maxWords: (start: number) => number) {
  for (let index = 0; index < reading.tokens.length; index += 1) {
    const end = phraseEndAt(reading.tokens, index, compiled.title);
    if (end < 0) continue;
    const start = VALUE_FILLERS.has(reading.tokens[end + 1]?.word ?? '') ? end + 2 : end + 1;
    const value = valueAt(reading, start, maxWords(start));
    if (value !== null) return value;
  }
  return null;
}

/** A text extra read after its own title ('material: algodón'). */
export function readTextExtra(reading: Reading, compiled: CompiledExtra): TextValue | null {
  return afterTitle(reading, compiled, () => MAX_TEXT_WORDS);
}

/**
 * The model after 'modelo' or where the brand ends. With a version extra beside it, the model is
 * the known model's words or one word ('Hilux SRV 4x4' → Hilux); without, up to three words.
 */
export function readModel(
  reading: Reading,
  compiled: CompiledExtra,
  modelStart: number | null,
  splitVersion: boolean,
): TextValue | null {
  const wordsAt = (start: number) => (splitVersion ? modelLength(reading.tokens, start) : MAX_MODEL_WORDS);
  const labelled = afterTitle(reading, compiled, wordsAt);
  return labelled ?? (modelStart === null ? null : valueAt(reading, modelStart, wordsAt(modelStart)));
}

/** The version: after 'versión', or the words right after the model ('Hilux SRV 4x4' → SRV 4x4). */
export function readVersion(reading: Reading, compiled: CompiledExtra, modelLast: number | null): TextValue | null {
  const labelled = afterTitle(reading, compiled, () => MAX_VERSION_WORDS);
  return labelled ?? (modelLast === null ? null : valueAt(reading, modelLast + 1, MAX_VERSION_WORDS));
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
