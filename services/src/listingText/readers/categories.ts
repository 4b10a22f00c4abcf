// The type's categories a sentence names ('depto', 'PH', 'camioneta', 'zapatillas'), in the order
// they appear. A mention that is not what is sold is skipped: 'permuto por auto', 'PH tipo casa'.
import { CATEGORY_BLOCKERS } from '../words/categoryLexicon.ts';
import { claimRange, type PhraseTable } from '../words/phrases.ts';
import type { Reading } from './reading.ts';

const blockers = new Set(CATEGORY_BLOCKERS);

/** 'lote de 600 m2' after 'Casa' describes the house's plot; it is no second category. */
function describesEarlierCategory(reading: Reading, last: number, found: readonly string[]): boolean {
  if (found.length === 0) return false;
  const next = reading.tokens[last + 1]?.word === 'de' ? last + 2 : last + 1;
  return /^\d/.test(reading.tokens[next]?.word ?? '');
}

export function readCategories(reading: Reading, table: PhraseTable<string>): string[] {
  const ids: string[] = [];
  for (const hit of table.findAll(reading.tokens, reading.claimed)) {
    if (blockers.has(reading.tokens[hit.first - 1]?.word ?? '')) continue;
    if (describesEarlierCategory(reading, hit.last, ids)) continue;
    claimRange(reading.claimed, hit.first, hit.last);
    if (!ids.includes(hit.value)) ids.push(hit.value);
  }
  return ids;
}
