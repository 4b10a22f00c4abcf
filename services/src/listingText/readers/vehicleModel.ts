// Known vehicle models: the brand a model tells when none is named ('Vendo Cronos 0km' → Fiat),
// and how many words the model takes before its version ('Gol Trend 1.6' → Gol Trend + 1.6).
import { type PhraseHit, PhraseTable } from '../words/phrases.ts';
import type { Token } from '../words/tokens.ts';
import { MODELS_NEEDING_BRAND, VEHICLE_MODELS } from '../words/vehicleModels.ts';
import type { CompiledOptionExtra } from './compiledType.ts';
import type { OptionReading } from './optionExtras.ts';
import type { Reading } from './reading.ts';

const models = new PhraseTable<string>();
for (const [brand, names] of Object.entries(VEHICLE_MODELS)) for (const name of names) models.add(name, brand);

const tellsBrand = (tokens: readonly Token[], hit: PhraseHit<string>) => {
  const phrase = tokens
    .slice(hit.first, hit.last + 1)
    .map((token) => token.word)
    .join(' ');
  return !MODELS_NEEDING_BRAND.has(phrase) && !/^\d+$/.test(phrase);
};

/** The known models whose brand is one of the brand extra's options, in the order named. */
function modelsNamed(reading: Reading, brand: CompiledOptionExtra): PhraseHit<string>[] {
  const options = new Set(brand.extra.config.options.map((option) => option.slug));
  const hits = models.findAll(reading.tokens, reading.claimed);
  return hits.filter((hit) => options.has(hit.value) && tellsBrand(reading.tokens, hit));
}

/** The words of the known model starting at `start` ('Sandero Stepway': 2), or 1 for an unknown one. */
export function modelLength(tokens: readonly Token[], start: number): number {
  const hit = models.matchAt(tokens, start);
  return hit ? hit.last - start + 1 : 1;
}

export interface BrandReading {
  read: OptionReading;
  /** Where the model begins: after the brand named, or at the model that told the brand. */
  modelStart: number | null;
}

/** The brand extra's reading: the brand named, else the one a known model tells. */
export function readBrand(
  reading: Reading,
  brand: CompiledOptionExtra,
  named: OptionReading | null,
): BrandReading | null {
  if (named) return { read: named, modelStart: named.hits[0]!.last + 1 };
  const hits = modelsNamed(reading, brand);
  const first = hits[0];
  if (!first) return null;
  if (brand.extra.config.type !== 'checkbox')
    return { read: { value: first.value, hits: [first] }, modelStart: first.first };
  // 'una Ranger o una Hilux': every brand, and no single model.
  const brands = [...new Set(hits.map((hit) => hit.value))];
  return { read: { value: brands, hits }, modelStart: brands.length === 1 ? first.first : null };
}
