// A searcher names a run of sizes by its ends: 'talle 38 al 40' is 38, 39 and 40; 'del S al XL' is
// S, M, L and XL. Two options joined by a range word stand for every option between them, in the
// order the catalogue lists them.

import type { CompiledOptionExtra } from '../readers/compiledType.ts';
import type { OptionReading } from '../readers/optionExtras.ts';
import type { Reading } from '../readers/reading.ts';

const RANGE_WORDS = new Set(['al', 'a', 'hasta', '-']);

export function withOptionRanges(reading: Reading, option: CompiledOptionExtra, read: OptionReading): OptionReading {
  if (!Array.isArray(read.value) || read.hits.length < 2) return read;
  const order = option.extra.config.options.map((choice) => choice.slug);
  const chosen = new Set(read.value);
  const hits = [...read.hits].sort((a, b) => a.first - b.first);
  for (let index = 1; index < hits.length; index += 1) {
    const [from, to] = [hits[index - 1]!, hits[index]!];
    if (to.first !== from.last + 2 || !RANGE_WORDS.has(reading.tokens[from.last + 1]?.word ?? '')) continue;
    const [start, end] = [order.indexOf(from.value), order.indexOf(to.value)];
    if (start < 0 || end <= start) continue;
    for (const slug of order.slice(start, end + 1)) chosen.add(slug);
  }
  return { ...read, value: order.filter((slug) => chosen.has(slug)) };
}
