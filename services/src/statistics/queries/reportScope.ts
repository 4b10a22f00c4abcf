// What a report covers: one source over a range of days, or one publication's facts within it.
import type { StatisticSource } from '@app/contracts';
import type { DayRange } from '../reportRange.ts';

export interface ReportScope {
  source: StatisticSource;
  range: DayRange;
  /** Only facts about this publication (the per-publication funnel). */
  publicationId?: string | undefined;
}
