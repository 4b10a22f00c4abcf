// Select, radio and checkbox extras: option titles, their gender and number ('negras'), and the
// lexicon's synonyms ('piscina' → pileta, 'VW' → volkswagen). Short options ('talle M') need their
// cue before them; a negated option ('sin pileta') is never chosen.

import { claimRange, type PhraseHit, phraseStartAt } from '../words/phrases.ts';
import type { CompiledOptionExtra } from './compiledType.ts';
import { isNegated, type Reading } from './reading.ts';

export interface OptionReading {
  value: string | string[];
  hits: PhraseHit<string>[];
}

const LIST_SEPARATORS = new Set([',', 'y', 'o', '/', '-', 'al', 'del', 'a', ':', 'e', '.']);
const MAX_LIST_STEPS = 10;

function hasCue(
  reading: Reading,
  compiled: CompiledOptionExtra,
  hit: PhraseHit<string>,
  hits: PhraseHit<string>[],
): boolean {
  let position = hit.first - 1;
  for (let step = 0; step < MAX_LIST_STEPS && position >= 0; step += 1) {
    if (compiled.cues.some((cue) => phraseStartAt(reading.tokens, position, cue) >= 0)) return true;
    const earlier = hits.find((other) => other.last === position);
    if (earlier) position = earlier.first - 1;
    else if (LIST_SEPARATORS.has(reading.tokens[position]!.word)) position -= 1;
    else return false;
  }
  return false;
}

function chosenHits(reading: Reading, compiled: CompiledOptionExtra): PhraseHit<string>[] {
  const hits = compiled.table.findAll(reading.tokens, reading.claimed);
  return hits.filter(
    (hit) =>
      !isNegated(reading.tokens, hit.first) &&
      (!compiled.cuedOptions.has(hit.value) || hasCue(reading, compiled, hit, hits)),
  );
}

export function readOptionExtra(reading: Reading, compiled: CompiledOptionExtra): OptionReading | null {
  const hits = chosenHits(reading, compiled);
  if (hits.length === 0) return null;
  const multiple = compiled.extra.config.type === 'checkbox';
  const used = multiple ? hits : hits.slice(0, 1);
  for (const hit of used) claimRange(reading.claimed, hit.first, hit.last);
  if (!multiple) return { value: used[0]!.value, hits: used };
  const found = new Set(used.map((hit) => hit.value));
  const ordered = compiled.extra.config.options.map((option) => option.slug).filter((slug) => found.has(slug));
  return { value: ordered, hits: used };
}
