// How a number extra is typed (SPEC.md section 5, "Number inputs"): minimum 0 unless a rule says
// otherwise, maximum and step from the extra's validation rules, the extra's precision, decimal
// comma, and step buttons when the range is short enough to click through.
import type { Extra } from '@app/contracts/catalogue/extra';

export interface NumberRules {
  min: number;
  max: number | null;
  step: number;
  /** Digits after the decimal comma (0 for whole numbers). */
  precision: number;
  thousandSeparator: boolean;
  stepButtons: boolean;
}

export const DEFAULT_NUMBER_MINIMUM = 0;

function ruleValue(validations: readonly string[], name: 'min' | 'max' | 'step'): number | null {
  const rule = validations.find((validation) => validation.startsWith(`${name}:`));
  if (!rule) return null;
  const value = Number(rule.slice(name.length + 1));
  return Number.isFinite(value) ? value : null;
}

export function numberRules(config: Pick<Extra['config'], 'validations' | 'precision' | 'thousand_separator'>) {
  const { validations } = config;
  const precision = validations.includes('integer') ? 0 : config.precision;
  const stepRule = ruleValue(validations, 'step');
  const max = ruleValue(validations, 'max');
  const rules: NumberRules = {
    min: ruleValue(validations, 'min') ?? DEFAULT_NUMBER_MINIMUM,
    max,
    step: stepRule ?? 10 ** -precision,
    precision,
    thousandSeparator: config.thousand_separator,
    stepButtons: stepRule !== null || max !== null,
  };
  return rules;
}

/**
 * '1.234,5' (with a decimal comma: es-AR), '1234.5' or 3 → numbers; null when it is not a number.
 * Without a comma a dot is the decimal point: number inputs hand over what is being typed that way
 * ('1.', '1.50').
 */
export function parseLocalNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const text = raw.trim();
  const normalised = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** Rounds to the extra's precision, so 2.345 with precision 2 is sent as 2.35. */
export function roundToPrecision(value: number, precision: number): number {
  const factor = 10 ** precision;
  return Math.round(value * factor) / factor;
}
