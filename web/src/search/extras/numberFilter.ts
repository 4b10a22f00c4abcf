// How a number extra is searched (SPEC.md section 5): with a maximum of ten or less it offers
// 'at least' options (1+, 2+…); with a known maximum above that, a range slider; without a
// maximum, 'from' and 'to' inputs (a slider needs both ends).
import type { Extra } from '@app/contracts/catalogue/extra';
import { NUMBER_EXTRA_OPTIONS_MAX } from '@app/contracts/limits';
import type { NumberRange } from '@app/contracts/search/filter';
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
  if (rules.max <= NUMBER_EXTRA_OPTIONS_MAX) {
    const first = Math.max(1, Math.ceil(rules.min));
    const options = [];
    for (let value = first; value <= rules.max; value++) options.push({ value, label: `${value}+` });
    if (options.length > 0) return { kind: 'atLeast', options };
  }
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
