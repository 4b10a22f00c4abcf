// Boolean and switch extras: mentioned means true ('con cochera', 'apto crédito'), negated means
// false ('sin cochera', 'no apto crédito'), not mentioned means no value at all.

import { CONCEPTS } from '../words/lexicon.ts';
import { claimRange, PhraseTable } from '../words/phrases.ts';
import { type CompiledExtra, perExtra } from './compiledType.ts';
import { isNegated, type Reading } from './reading.ts';

const NOT_INCLUDED_AFTER = new Set(['opcional', 'aparte']);

const phrasesOf = perExtra((compiled: CompiledExtra): PhraseTable<true> => {
  const table = new PhraseTable<true>();
  table.add(compiled.title.join(' '), true);
  const concept = compiled.concept ? CONCEPTS[compiled.concept] : null;
  if (concept?.kind === 'boolean') for (const phrase of concept.phrases) table.add(phrase, true);
  return table;
});

export function readBooleanExtra(reading: Reading, compiled: CompiledExtra): boolean | null {
  const hit = phrasesOf(compiled).findAll(reading.tokens, reading.claimed)[0];
  if (!hit) return null;
  claimRange(reading.claimed, hit.first, hit.last);
  if (NOT_INCLUDED_AFTER.has(reading.tokens[hit.last + 1]?.word ?? '')) return null;
  return !isNegated(reading.tokens, hit.first);
}
