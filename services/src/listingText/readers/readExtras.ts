// The yes/no extras and the free text extras, read the same way by quick create and quick search.
// Free text is read last: the model is whatever follows the brand once the rest is claimed.
import type { ExtraValue } from '../listingType.ts';
import { readBooleanExtra } from './booleanExtras.ts';
import type { CompiledType } from './compiledType.ts';
import type { Reading } from './reading.ts';
import { readModel, readTagsExtra, readTextExtra, readVersion } from './textExtras.ts';

export function readBooleanExtras(reading: Reading, compiled: CompiledType): Record<string, boolean> {
  const extras: Record<string, boolean> = {};
  for (const boolean of compiled.booleans) {
    const value = readBooleanExtra(reading, boolean);
    if (value !== null) extras[boolean.extra.slug] = value;
  }
  return extras;
}

/** `modelStart`: the token after the brand, or the known model that told the brand. */
export function readFreeText(
  reading: Reading,
  compiled: CompiledType,
  modelStart: number | null,
): Record<string, ExtraValue> {
  const extras: Record<string, ExtraValue> = {};
  const version = compiled.texts.find((text) => text.concept === 'version');
  let modelLast: number | null = null;
  for (const text of compiled.texts) {
    if (text === version) continue;
    const read =
      text.concept === 'model'
        ? readModel(reading, text, modelStart, version !== undefined)
        : readTextExtra(reading, text);
    if (read === null) continue;
    extras[text.extra.slug] = read.value;
    if (text.concept === 'model') modelLast = read.last;
  }
  const versionRead = version ? readVersion(reading, version, modelLast) : null;
  if (version && versionRead) extras[version.extra.slug] = versionRead.value;
  for (const tags of compiled.tags) {
    const value = readTagsExtra(reading, tags);
    if (value !== null) extras[tags.extra.slug] = value;
  }
  return extras;
}
