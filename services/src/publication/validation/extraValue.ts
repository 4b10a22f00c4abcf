// One extra's value checked against its configuration (type, options, required, rules, precision),
// worded as SPEC.md section 5 words each failure. Values come normalised: trimmed texts, numbers
// from numeric texts, option lists without repeats.
import { VALIDATION_MESSAGES as M } from '@app/contracts';
import type { ExtraDefinition } from './typeCatalogue.ts';
import { decimalsOf, type ExtraRules, fitsStep, parseRules } from './validationRules.ts';

export type ExtraCheck = { kind: 'value'; value: unknown } | { kind: 'absent' } | { kind: 'error'; message: string };

const TEXT_MAX = 255;
const TAG_MAX = 100;
const TAGS_MAX = 50;
/** SPEC.md section 5: number inputs have a minimum of 0 unless configured otherwise. */
const DEFAULT_NUMBER_MIN = 0;

const value = (normalised: unknown): ExtraCheck => ({ kind: 'value', value: normalised });
const error = (message: string): ExtraCheck => ({ kind: 'error', message });

function isEmpty(raw: unknown): boolean {
  return (
    raw === undefined ||
    raw === null ||
    (typeof raw === 'string' && raw.trim() === '') ||
    (Array.isArray(raw) && raw.length === 0)
  );
}

function toNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw === 'string' && /^-?\d+(?:[.,]\d+)?$/.test(raw.trim())) return Number(raw.trim().replace(',', '.'));
  return null;
}

function checkNumber(raw: unknown, rules: ExtraRules, precision: number): ExtraCheck {
  const number = toNumber(raw);
  if (number === null) return error(M.decimal);
  const decimalsAllowed = rules.integer ? 0 : precision;
  if (decimalsOf(number) > decimalsAllowed) return error(M.invalid);
  const min = rules.min ?? DEFAULT_NUMBER_MIN;
  if (number < min) return error(M.minValue(min));
  if (rules.max !== null && number > rules.max) return error(M.maxValue(rules.max));
  if (rules.step !== null && !fitsStep(number, rules.step)) return error(M.invalid);
  return value(number);
}

function checkText(raw: unknown, rules: ExtraRules): ExtraCheck {
  if (typeof raw !== 'string') return error(M.invalid);
  const text = raw.trim();
  if (rules.min !== null && text.length < rules.min) return error(M.minLength(rules.min));
  const max = Math.min(rules.max ?? TEXT_MAX, TEXT_MAX);
  if (text.length > max) return error(M.maxLength(max));
  return value(text);
}

/** Lists (checkbox options, tags) count their items against min and max. */
function checkCount(items: readonly unknown[], rules: ExtraRules): ExtraCheck | null {
  if (rules.min !== null && items.length < rules.min) return error(M.minValue(rules.min));
  if (rules.max !== null && items.length > rules.max) return error(M.maxValue(rules.max));
  return null;
}

function checkOptions(raw: unknown, extra: ExtraDefinition, rules: ExtraRules): ExtraCheck {
  const slugs = new Set(extra.config.options.map((option) => option.slug));
  if (extra.config.type !== 'checkbox')
    return typeof raw === 'string' && slugs.has(raw) ? value(raw) : error(M.invalid);
  if (!Array.isArray(raw) || !raw.every((item) => typeof item === 'string' && slugs.has(item))) return error(M.invalid);
  const chosen = [...new Set(raw as string[])];
  return checkCount(chosen, rules) ?? value(chosen);
}

function checkBoolean(raw: unknown): ExtraCheck {
  if (typeof raw === 'boolean') return value(raw);
  if (raw === 'true' || raw === '1') return value(true);
  if (raw === 'false' || raw === '0') return value(false);
  return error(M.invalid);
}

/** SPEC.md section 5: the tags input ignores duplicates (case and spacing aside). */
function checkTags(raw: unknown, rules: ExtraRules): ExtraCheck {
  if (!Array.isArray(raw) || !raw.every((tag) => typeof tag === 'string')) return error(M.invalid);
  const tags = new Map<string, string>();
  for (const tag of raw as string[]) {
    const trimmed = tag.trim().replace(/\s+/g, ' ');
    if (trimmed.length > TAG_MAX) return error(M.maxLength(TAG_MAX));
    if (trimmed && !tags.has(trimmed.toLowerCase())) tags.set(trimmed.toLowerCase(), trimmed);
  }
  const list = [...tags.values()];
  if (list.length > TAGS_MAX) return error(M.maxValue(TAGS_MAX));
  if (list.length === 0) return rules.required ? error(M.required) : { kind: 'absent' };
  return checkCount(list, rules) ?? value(list);
}

export function checkExtraValue(raw: unknown, extra: ExtraDefinition): ExtraCheck {
  const rules = parseRules(extra.config.validations, extra.config.required);
  if (isEmpty(raw)) return rules.required ? error(M.required) : { kind: 'absent' };
  switch (extra.config.type) {
    case 'number':
      return checkNumber(raw, rules, extra.config.precision);
    case 'text':
      return checkText(raw, rules);
    case 'select':
    case 'radio':
    case 'checkbox':
      return checkOptions(raw, extra, rules);
    case 'boolean':
    case 'switch':
      return checkBoolean(raw);
    case 'tags':
      return checkTags(raw, rules);
    default: {
      const unexpected: never = extra.config.type;
      return unexpected;
    }
  }
}
