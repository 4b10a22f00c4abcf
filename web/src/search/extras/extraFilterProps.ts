import type { Extra } from '@app/contracts/catalogue/extra';
import type { SearchExtraValue } from '@app/contracts/search/filter';

/** What every extra's search control receives; null clears the condition. */
export interface ExtraFilterProps {
  extra: Extra;
  value: SearchExtraValue | undefined;
  onChange: (value: SearchExtraValue | null) => void;
}

export const extraLabel = (extra: Extra): string => extra.translations.es.title;

export function isRange(value: SearchExtraValue | undefined): value is { min: number | null; max: number | null } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asList(value: SearchExtraValue | undefined): string[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' ? [value] : [];
}
