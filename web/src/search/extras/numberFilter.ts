// How a number extra is searched (SPEC.md section 5): with a maximum of ten or less it offers
// 'at least' options (1+, 2+…); with a known maximum above that, a range slider; without a
// maximum, 'from' and 'to' inputs (a slider needs both ends).
import type { Extra } from '@app/contracts/catalogue/extra';
import type { NumberRange, SearchExtraValue } from '@app/contracts/search/filter';
import { rangeWords } from '@app/contracts/search/filterTitle';
import { atLeastChoices } from '@app/contracts/search/numberChoices';
import { formatInteger, formatNumber } from '../../format/format.ts';
import { numberRules } from '../../publication/extras/numberRules.ts';

export type NumberFilterControl =
  | { kind: 'atLeast'; options: { value: number; label: string }[] }
  | { kind: 'slider'; min: number; max: number; step: number }
  | { kind: 'inputs'; min: number };

export function numberFilterControl(
  config: Pick<Extra['config'], 'validations' | 'precision' | 'thousand_separator'>,
): NumberFilterControl {
  const rules = numberRules(config);
  if (rules.max === null || rules.max <= rules.min) return { kind: 'inputs', min: rules.min };
  const choices = atLeastChoices(config.validations);
  if (choices) return { kind: 'atLeast', options: choices.map((value) => ({ value, label: `${value}+` })) };
  return { kind: 'slider', min: rules.min, max: rules.max, step: rules.step };
}

/** A range over the whole span is no condition (null); an end left at its limit stays open. */
export function rangeWithin(
  chosen: readonly [number, number],
  limits: { min: number; max: number },
): NumberRange | null {
  const [low, high] = chosen;
  const range = { min: low > limits.min ? low : null, max: high < limits.max ? high : null };
  return range.min === null && range.max === null ? null : range;
}

/** A stored range as slider positions, open ends at the limits and values kept inside them. */
export function sliderPositions(
  range: Partial<NumberRange> | null,
  limits: { min: number; max: number },
): [number, number] {
  const clamp = (value: number) => Math.min(limits.max, Math.max(limits.min, value));
  return [clamp(range?.min ?? limits.min), clamp(range?.max ?? limits.max)];
}

/** How an extra's numbers read: grouped in thousands only when the extra says so (a year is not). */
export function extraNumberFormat(config: Pick<Extra['config'], 'thousand_separator'>): (value: number) => string {
  return (value) => {
    if (config.thousand_separator) return Number.isInteger(value) ? formatInteger(value) : formatNumber(value);
    return String(value).replace('.', ',');
  };
}

export interface ChipSelection {
  /** The 'at least' chip the stored value is ('3' and 'desde 3' are both the chip 3+). */
  chosen: number | null;
  /** A stored condition no chip stands for ('entre 2 y 3', 'solo 3', read from a typed search), worded. */
  other: string | null;
}

export function chipSelection(value: SearchExtraValue | undefined, choices: readonly number[]): ChipSelection {
  if (typeof value === 'number')
    return choices.includes(value) ? { chosen: value, other: null } : { chosen: null, other: `${value}+` };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { chosen: null, other: null };
  const { min, max } = value;
  if (min !== null && max === null && choices.includes(min)) return { chosen: min, other: null };
  if (min !== null && min === max) return { chosen: null, other: `Solo ${min}` };
  const words = rangeWords(min, max, String);
  return { chosen: null, other: words === '' ? null : words };
}
