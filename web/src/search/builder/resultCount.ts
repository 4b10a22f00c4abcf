// The main button's words (SPEC.md section 8): 'Sin resultados', '1 resultado', 'n resultados',
// '+1000 resultados', or 'Buscar' while the count is unknown.
import { resultCountLabel, SEARCH_MESSAGES } from '@app/contracts/search/search';

export type ResultCount = { kind: 'unknown' } | { kind: 'known'; count: number; capped: boolean };

export const UNKNOWN_COUNT: ResultCount = { kind: 'unknown' };

export function searchButtonLabel(count: ResultCount): string {
  return count.kind === 'known' ? resultCountLabel(count.count, count.capped) : SEARCH_MESSAGES.countUnknown;
}
