// An extra's validation rules ('min:0', 'max:10', 'integer') and precision, applied to a value
// read from a sentence: a value that breaks them is dropped, never clamped.
import type { ListingExtra } from '../listingType.ts';

function ruleNumber(validations: readonly string[], rule: 'min' | 'max'): number | null {
  const found = validations.find((validation) => validation.startsWith(`${rule}:`));
  return found ? Number(found.slice(rule.length + 1)) : null;
}

export function acceptsNumber(extra: ListingExtra, value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const { validations, precision } = extra.config;
  const min = ruleNumber(validations, 'min');
  const max = ruleNumber(validations, 'max');
  if (min !== null && value < min) return false;
  if (max !== null && value > max) return false;
  if (validations.includes('integer') && !Number.isInteger(value)) return false;
  const factor = 10 ** precision;
  return Math.round(value * factor) / factor === value;
}
