// An extra's rule strings ('min:0', 'max:10', 'integer', 'step:0.5', 'required') as one value.

export interface ExtraRules {
  required: boolean;
  min: number | null;
  max: number | null;
  step: number | null;
  integer: boolean;
}

export function parseRules(validations: readonly string[], required: boolean): ExtraRules {
  const rules: ExtraRules = { required, min: null, max: null, step: null, integer: false };
  for (const rule of validations) {
    const [name, argument] = rule.split(':');
    const value = Number(argument);
    if (name === 'required') rules.required = true;
    else if (name === 'integer') rules.integer = true;
    else if (name === 'min' && Number.isFinite(value)) rules.min = value;
    else if (name === 'max' && Number.isFinite(value)) rules.max = value;
    else if (name === 'step' && Number.isFinite(value) && value > 0) rules.step = value;
  }
  return rules;
}

/** Digits after the decimal point of a finite number (1.25 → 2). */
export function decimalsOf(value: number): number {
  if (Number.isInteger(value)) return 0;
  const [mantissa = '', exponent] = value.toString().split('e');
  const decimals = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, decimals - Number(exponent ?? 0));
}

/** `value` is a whole number of steps (with a tolerance for binary fractions). */
export function fitsStep(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}
