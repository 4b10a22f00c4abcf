// A feed item's operation and price period, in the words Argentine portals' exports use
// (`operation_type: "Venta"`, `"alquiler temporario"`, `"rent"`; docs/synchronizer-feed.md).
import type { Operation, PricePeriod } from '@app/contracts';
import { foldText } from '../../places/index.ts';

const OPERATION_WORDS: Record<string, Operation> = {
  sale: 'sale',
  venta: 'sale',
  vende: 'sale',
  rent: 'rent',
  alquiler: 'rent',
  alquila: 'rent',
  temporary_rent: 'temporary_rent',
  'temporary rent': 'temporary_rent',
  'alquiler temporario': 'temporary_rent',
  alquiler_temporario: 'temporary_rent',
  'alquiler temporal': 'temporary_rent',
  temporario: 'temporary_rent',
  temporal: 'temporary_rent',
};

const PERIOD_WORDS: Record<string, PricePeriod> = {
  month: 'month',
  monthly: 'month',
  mes: 'month',
  mensual: 'month',
  'por mes': 'month',
  night: 'night',
  nightly: 'night',
  noche: 'night',
  'por noche': 'night',
  day: 'night',
  daily: 'night',
  dia: 'night',
  diario: 'night',
  'por dia': 'night',
};

const wordsOf = (value: string) => foldText(value).trim().replace(/\s+/g, ' ');

/** The operation a feed states, null when it states none, undefined when the word is unknown. */
export function feedOperation(value: string | null): Operation | null | undefined {
  return value === null ? null : OPERATION_WORDS[wordsOf(value)];
}

export function feedPricePeriod(value: string | null): PricePeriod | null | undefined {
  return value === null ? null : PERIOD_WORDS[wordsOf(value)];
}
