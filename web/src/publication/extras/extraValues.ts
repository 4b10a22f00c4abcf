// An extra's value as the form holds it and as the API receives it (SPEC.md section 5): values are
// cast to number or boolean per type, a single choice outside the options becomes empty, lists keep
// only known options, tags drop duplicates.
import type { Extra } from '@app/contracts/catalogue/extra';
import { parseLocalNumber, roundToPrecision } from './numberRules.ts';
import { uniqueTags } from './tags.ts';

/** number: number, '' (empty) or the text being typed ('1.'); select/radio: option slug or null; checkbox/tags: list; boolean: null unset. */
export type ExtraFormValue = number | '' | string | string[] | boolean | null;
export type ExtrasFormValues = Record<string, ExtraFormValue>;

type ExtraLike = Pick<Extra, 'slug' | 'config'>;

const TRUE_WORDS = ['true', '1', 'si', 'sí', 'yes'];
const FALSE_WORDS = ['false', '0', 'no'];

export function toBoolean(raw: unknown): boolean | null {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw === 1 ? true : raw === 0 ? false : null;
  if (typeof raw !== 'string') return null;
  const word = raw.trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  return null;
}

function toTextList(raw: unknown): string[] {
  if (Array.isArray(raw))
    return raw.filter((item): item is string | number => ['string', 'number'].includes(typeof item)).map(String);
  if (typeof raw === 'string' && raw.trim()) return raw.split(',');
  return [];
}

const optionSlugs = (extra: ExtraLike): string[] => extra.config.options.map((option) => option.slug);

/** A single choice stays only while it is one of the options. */
export function keepChoice(value: unknown, options: readonly string[]): string | null {
  return typeof value === 'string' && options.includes(value) ? value : null;
}

export function emptyExtraValue(extra: ExtraLike): ExtraFormValue {
  switch (extra.config.type) {
    case 'number':
      return '';
    case 'text':
      return '';
    case 'select':
    case 'radio':
    case 'boolean':
      return null;
    case 'checkbox':
    case 'tags':
      return [];
    case 'switch':
      return false;
    default: {
      const unknownType: never = extra.config.type;
      throw new Error(`Unknown extra type ${String(unknownType)}`);
    }
  }
}

/** Any stored or recognised value, cast to what the extra's control holds. */
export function toExtraFormValue(extra: ExtraLike, raw: unknown): ExtraFormValue {
  if (raw === undefined || raw === null) return emptyExtraValue(extra);
  switch (extra.config.type) {
    case 'number':
      return parseLocalNumber(raw) ?? '';
    case 'text':
      return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
    case 'select':
    case 'radio':
      return keepChoice(raw, optionSlugs(extra));
    case 'checkbox': {
      const options = optionSlugs(extra);
      return toTextList(raw).filter((slug) => options.includes(slug));
    }
    case 'tags':
      return uniqueTags(toTextList(raw));
    case 'boolean':
      return toBoolean(raw);
    case 'switch':
      return toBoolean(raw) ?? false;
    default: {
      const unknownType: never = extra.config.type;
      throw new Error(`Unknown extra type ${String(unknownType)}`);
    }
  }
}

/** The value sent to the API; undefined leaves the extra out (nothing chosen). */
export function toExtraInputValue(
  extra: ExtraLike,
  value: ExtraFormValue,
): string | number | boolean | string[] | undefined {
  const cast = toExtraFormValue(extra, value);
  if (cast === null || cast === '') return undefined;
  if (Array.isArray(cast)) return cast.length > 0 ? cast : undefined;
  if (typeof cast === 'number') return roundToPrecision(cast, extra.config.precision);
  if (typeof cast === 'string') return cast.trim() || undefined;
  return cast;
}

/** The form's extras for a type, from stored or recognised values (unknown slugs dropped). */
export function extrasFormValues(extras: readonly ExtraLike[], raw: Record<string, unknown>): ExtrasFormValues {
  return Object.fromEntries(extras.map((extra) => [extra.slug, toExtraFormValue(extra, raw[extra.slug])]));
}

export function extrasInput(extras: readonly ExtraLike[], values: ExtrasFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const extra of extras) {
    const value = toExtraInputValue(extra, values[extra.slug] ?? emptyExtraValue(extra));
    if (value !== undefined) input[extra.slug] = value;
  }
  return input;
}

export function isEmptyExtraValue(value: ExtraFormValue | undefined): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}
