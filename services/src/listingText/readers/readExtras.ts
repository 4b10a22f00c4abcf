// The yes/no extras and the free text extras, read the same way by quick create and quick search.
// Free text is read last: the model is whatever follows the brand once the rest is claimed.
import type { ExtraValue } from '../listingType.ts';
import type { PhraseHit } from '../words/phrases.ts';
import { readBooleanExtra } from './booleanExtras.ts';
import type { CompiledType } from './compiledType.ts';
import type { Reading } from './reading.ts';
import { readTagsExtra, readTextExtra } from './textExtras.ts';

export function readBooleanExtras(reading: Reading, compiled: CompiledType): Record<string, boolean> {
  const extras: Record<string, boolean> = {};
  for (const boolean of compiled.booleans) {
    const value = readBooleanExtra(reading, boolean);
    if (value !== null) extras[boolean.extra.slug] = value;
  }
  return extras;
}

export function readFreeText(
  reading: Reading,
  compiled: CompiledType,
  brand: PhraseHit<string> | null,
): Record<string, ExtraValue> {
  const extras: Record<string, ExtraValue> = {};
  for (const text of compiled.texts) {
    const value = readTextExtra(reading, text, brand);
    if (value !== null) extras[text.extra.slug] = value;
  }
  for (const tags of compiled.tags) {
    const value = readTagsExtra(reading, tags);
    if (value !== null) extras[tags.extra.slug] = value;
  }
  return extras;
}
