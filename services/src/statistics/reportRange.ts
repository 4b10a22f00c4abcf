// The report's date range: Argentine calendar days, both included, at most the configured maximum.
import { argentineDay, daysBetween, STATISTICS_MESSAGES, shiftDay } from '@app/contracts';
import { DomainError } from '../commands/index.ts';
import type { AppConfig } from '../config.ts';

export interface DayRange {
  from: string;
  to: string;
  days: number;
}

const isCalendarDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

export function reportRange(
  dates: { from: string; to: string } | undefined,
  config: AppConfig['statistics'],
  now: Date,
): DayRange {
  if (!dates) {
    const to = argentineDay(now);
    return { from: shiftDay(to, 1 - config.defaultRangeDays), to, days: config.defaultRangeDays };
  }
  const { from, to } = dates;
  for (const [field, day] of [
    ['dates.from', from],
    ['dates.to', to],
  ] as const) {
    if (!isCalendarDay(day)) throw DomainError.invalidField(field, STATISTICS_MESSAGES.invalidDate);
  }
  if (from > to) throw DomainError.invalidField('dates.from', STATISTICS_MESSAGES.rangeReversed);
  const days = daysBetween(from, to);
  if (days > config.maxRangeDays) {
    throw DomainError.invalidField('dates', STATISTICS_MESSAGES.rangeTooLong(config.maxRangeDays));
  }
  return { from, to, days };
}

/** The instant an Argentine day starts (UTC-3 all year). */
export const argentineDayStart = (day: string) => new Date(`${day}T03:00:00Z`);
