// The messages of SPEC.md section 5 for an extra's value: required, and a number's bounds.
import type { Extra } from '@app/contracts/catalogue/extra';
import { VALIDATION_MESSAGES } from '@app/contracts/messages';
import { type ExtraFormValue, type ExtrasFormValues, isEmptyExtraValue } from './extraValues.ts';
import { numberRules, parseLocalNumber } from './numberRules.ts';

type ExtraLike = Pick<Extra, 'slug' | 'config'>;

const TEXT_MAX_LENGTH = 255;

export function extraError(extra: ExtraLike, value: ExtraFormValue | undefined): string | null {
  const required = extra.config.required || extra.config.validations.includes('required');
  if (isEmptyExtraValue(value)) return required ? VALIDATION_MESSAGES.required : null;
  if (extra.config.type === 'number') {
    const number = parseLocalNumber(value);
    if (number === null) return VALIDATION_MESSAGES.decimal;
    const rules = numberRules(extra.config);
    if (number < rules.min) return VALIDATION_MESSAGES.minValue(rules.min);
    if (rules.max !== null && number > rules.max) return VALIDATION_MESSAGES.maxValue(rules.max);
  }
  if (extra.config.type === 'text' && typeof value === 'string' && value.trim().length > TEXT_MAX_LENGTH) {
    return VALIDATION_MESSAGES.maxLength(TEXT_MAX_LENGTH);
  }
  return null;
}

/** Errors keyed as the form's fields: 'extras.{slug}'. */
export function extrasErrors(extras: readonly ExtraLike[], values: ExtrasFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const extra of extras) {
    const error = extraError(extra, values[extra.slug]);
    if (error) errors[`extras.${extra.slug}`] = error;
  }
  return errors;
}
