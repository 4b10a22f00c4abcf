// The report's date range presets (SPEC.md section 9): Hoy, Este mes, Mes anterior and the last
// 7 / 30 / 90 days, as Argentine calendar days, never longer than the configured maximum.
import { argentineDay, daysBetween, shiftDay } from '@app/contracts/statistics/metrics';

export interface DayRange {
  from: string;
  to: string;
}

export const RANGE_PRESETS = [
  { value: 'today', label: 'Hoy' },
  { value: 'this-month', label: 'Este mes' },
  { value: 'last-month', label: 'Mes anterior' },
  { value: 'last-7', label: 'Últimos 7 días' },
  { value: 'last-30', label: 'Últimos 30 días' },
  { value: 'last-90', label: 'Últimos 90 días' },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]['value'];

const lastDays = (today: string, days: number): DayRange => ({ from: shiftDay(today, 1 - days), to: today });

export function presetRange(preset: RangePreset, now: Date): DayRange {
  const today = argentineDay(now);
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'this-month':
      return { from: monthStart, to: today };
    case 'last-month': {
      const lastMonthEnd = shiftDay(monthStart, -1);
      return { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd };
    }
    case 'last-7':
      return lastDays(today, 7);
    case 'last-30':
      return lastDays(today, 30);
    case 'last-90':
      return lastDays(today, 90);
    default: {
      const unexpected: never = preset;
      return unexpected;
    }
  }
}

/** The presets a range of at most `maxDays` days allows. */
export function presetsWithin(maxDays: number, now: Date) {
  return RANGE_PRESETS.filter(({ value }) => {
    const range = presetRange(value, now);
    return daysBetween(range.from, range.to) <= maxDays;
  });
}

/** The preset nearest the configured default (the last N days), or the longest allowed. */
export function defaultPreset(defaultDays: number, maxDays: number, now: Date): RangePreset {
  const allowed = presetsWithin(maxDays, now);
  const exact = allowed.find(({ value }) => value === `last-${defaultDays}`);
  return (exact ?? allowed.at(-1) ?? RANGE_PRESETS[0]).value;
}
