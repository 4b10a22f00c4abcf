// A publication's extras as readable lines, each with the extra's title (SPEC.md section 2,
// "Publication detail"): numbers in es-AR format, yes/no in the extra's words, option titles.
import type { Extra } from '@app/contracts/catalogue/extra';
import { formatNumber } from '../../format/format.ts';
import { extraTitle } from '../catalogue/publicationTypes.ts';
import { isEmptyExtraValue, toExtraFormValue } from '../extras/extraValues.ts';

export interface ExtraLine {
  slug: string;
  title: string;
  value: string;
}

const YES = 'Sí';
const NO = 'No';

function optionTitle(extra: Extra, slug: string): string {
  return extra.config.options.find((option) => option.slug === slug)?.translations.es.title ?? slug;
}

export function extraValueText(extra: Extra, raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  const value = toExtraFormValue(extra, raw);
  if (isEmptyExtraValue(value)) return null;
  const words = extra.translations.es;
  if (typeof value === 'boolean') return value ? (words.true_value ?? YES) : (words.false_value ?? NO);
  if (typeof value === 'number') {
    const text = formatNumber(value, extra.config.precision);
    return extra.config.thousand_separator ? text : text.replace(/\./g, '');
  }
  if (Array.isArray(value)) {
    const titles = extra.config.type === 'checkbox' ? value.map((slug) => optionTitle(extra, slug)) : value;
    return titles.join(', ');
  }
  if (extra.config.type === 'select' || extra.config.type === 'radio') return optionTitle(extra, String(value));
  return String(value);
}

/** The extras that have a value, in the type's order. */
export function extraLines(extras: readonly Extra[], values: Record<string, unknown>): ExtraLine[] {
  return extras.flatMap((extra) => {
    const value = extraValueText(extra, values[extra.slug]);
    return value === null ? [] : [{ slug: extra.slug, title: extraTitle(extra), value }];
  });
}
