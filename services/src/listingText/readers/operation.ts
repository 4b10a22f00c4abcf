// What a property is offered for, as Argentine sellers and searchers say it (docs/decisions/operations.md):
// 'vendo', 'venta', 'alquilo', 'se alquila', 'para alquilar', 'alquiler temporario', 'por día',
// 'temporada', 'U$S 650 por mes'. A temporary rent's price is per night unless a month is said.
import type { Operation, PricePeriod } from '@app/contracts';
import { PhraseTable } from '../words/phrases.ts';
import type { Token } from '../words/tokens.ts';

export interface OperationReading {
  operation: Operation;
  pricePeriod: PricePeriod | null;
}

const TEMPORARY = [
  ...['alquiler temporario', 'alquiler temporal', 'alquileres temporarios', 'temporario', 'temporaria'],
  ...['temporarios', 'temporal', 'temporada', 'por temporada', 'vacaciones', 'veraneo', 'quincena'],
  ...['por dia', 'x dia', 'por noche', 'x noche', 'la noche', 'por semana', 'x semana', 'diario'],
];
const RENT = [
  ...['alquilo', 'alquila', 'alquilan', 'alquilamos', 'alquilar', 'alquiler', 'alquileres', 'se alquila'],
  ...['para alquilar', 'en alquiler', 'alquilando', 'inquilino', 'inquilinos'],
];
/**
 * A price per month, or plus expensas ('450 mil + exp'), says rent only when nothing else is said:
 * 'expensas $ 50.000 por mes' is no rent.
 */
const MONTHLY = [
  ...['por mes', 'x mes', 'al mes', 'mensual', 'mensuales', 'mensualmente'],
  ...['+ expensas', '+ exp', 'mas expensas', 'mas exp'],
];
const SALE = [
  ...['vendo', 'vende', 'venden', 'vendemos', 'venta', 'en venta', 'se vende', 'a la venta', 'comprar'],
  ...['compro', 'compra', 'para comprar', 'escritura', 'escriturable', 'escriturado'],
];
const MONTH = ['por mes', 'x mes', 'al mes', 'mensual', 'mensuales', 'mes', 'meses', 'mensualmente'];
const NIGHT = ['por dia', 'x dia', 'por noche', 'x noche', 'la noche', 'noche', 'noches', 'dia', 'diario'];

function table<Value>(entries: readonly (readonly [readonly string[], Value])[]): PhraseTable<Value> {
  const phrases = new PhraseTable<Value>();
  for (const [texts, value] of entries) for (const text of texts) phrases.add(text, value);
  return phrases;
}

const OPERATION_WORDS = table<Operation>([
  [TEMPORARY, 'temporary_rent'],
  [RENT, 'rent'],
  [SALE, 'sale'],
]);
const PERIOD_WORDS = table<PricePeriod>([
  [MONTH, 'month'],
  [NIGHT, 'night'],
]);

const MONTHLY_WORDS = table<Operation>([[MONTHLY, 'rent']]);

const STRENGTH: Record<Operation, number> = { temporary_rent: 3, rent: 2, sale: 1 };

/**
 * The operation the words state: a season's words outweigh a rent's ('alquiler temporario',
 * 'alquilo por día'), a rent's a sale's ('alquilo, no vendo'); null when nothing is said. Nothing
 * is claimed: other readers still see 'mes' or 'día' as they did.
 */
export function readOperation(tokens: readonly Token[]): OperationReading | null {
  const said = OPERATION_WORDS.findAll(tokens, new Set());
  const hits = said.length > 0 ? said : MONTHLY_WORDS.findAll(tokens, new Set());
  if (hits.length === 0) return null;
  const operation = hits.map((hit) => hit.value).sort((a, b) => STRENGTH[b] - STRENGTH[a])[0]!;
  const periods = PERIOD_WORDS.findAll(tokens, new Set()).map((hit) => hit.value);
  const pricePeriod: PricePeriod | null =
    operation === 'sale' ? null : operation === 'rent' ? 'month' : periods.includes('month') ? 'month' : 'night';
  return { operation, pricePeriod };
}

/** Below this a price in pesos for a property is a monthly rent: nothing is bought for it. */
export const PESOS_RENT_BELOW = 5_000_000;

/**
 * What a property's price tells when no word does: pesos below five million are a month's rent
 * ('$ 450.000 + expensas'); anything else a sale, which portals preselect.
 */
export function operationByPrice(amount: number | null, currency: 'ARS' | 'USD' | null): OperationReading {
  if (amount !== null && currency === 'ARS' && amount < PESOS_RENT_BELOW)
    return { operation: 'rent', pricePeriod: 'month' };
  return { operation: 'sale', pricePeriod: null };
}
