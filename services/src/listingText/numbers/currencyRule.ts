// The currency of a searched price that names none ('casa en Pilar hasta 300 mil'), by what is
// sold and how large the number is. Argentine properties are sold in dollars and rented in pesos
// (a rent below ten thousand is dollars: 'hasta 650 por mes', '120 la noche');
// vehicles are priced in dollars up to a few hundred thousand and in pesos (millions) above;
// everything else is priced in pesos.
import type { Currency } from '../listingType.ts';
import type { CompiledType } from '../readers/compiledType.ts';
import { readOperation } from '../readers/operation.ts';
import type { Token } from '../words/tokens.ts';

/** Below this a property price is dollars (USD 300.000); above, pesos (ARS 90.000.000). */
export const PROPERTY_DOLLARS_BELOW = 5_000_000;
/** Below this a rent (a month's or a night's) is dollars (U$S 650); above, pesos ($ 450.000). */
export const RENT_DOLLARS_BELOW = 10_000;
/** Below this a vehicle price is dollars (USD 20.000); above, pesos (ARS 12.000.000). */
export const VEHICLE_DOLLARS_BELOW = 500_000;
const RENT_WORDS = new Set([
  'alquiler',
  'alquilo',
  'alquila',
  'alquilar',
  'alquileres',
  'mensual',
  'mes',
  'temporario',
]);
const PROPERTY_CONCEPTS = new Set(['rooms', 'bedrooms', 'coveredArea', 'totalArea', 'expenses']);
const VEHICLE_CONCEPTS = new Set(['brand', 'mileage', 'year']);

function kindOf(compiled: CompiledType): 'property' | 'vehicle' | 'other' {
  const concepts = [...compiled.numbers, ...compiled.options].map((extra) => extra.concept ?? '');
  if (concepts.some((concept) => PROPERTY_CONCEPTS.has(concept))) return 'property';
  if (concepts.some((concept) => VEHICLE_CONCEPTS.has(concept))) return 'vehicle';
  return 'other';
}

export function inferCurrency(compiled: CompiledType, tokens: readonly Token[], amount: number): Currency {
  const kind = kindOf(compiled);
  if (kind === 'property') {
    const rent =
      tokens.some((token) => RENT_WORDS.has(token.word)) || (readOperation(tokens)?.operation ?? 'sale') !== 'sale';
    return amount < (rent ? RENT_DOLLARS_BELOW : PROPERTY_DOLLARS_BELOW) ? 'USD' : 'ARS';
  }
  if (kind === 'vehicle') return amount < VEHICLE_DOLLARS_BELOW ? 'USD' : 'ARS';
  return 'ARS';
}
