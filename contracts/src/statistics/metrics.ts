// What the statistics count. Each fact is kept per source, Argentine day, person and subject (a
// search or a publication), so a report counts distinct people and raw events over any range.

/** The lists of SPEC.md section 3 ("Statistics report lists") and the funnel's stages. */
export const STATISTIC_METRICS = [
  'searches_created',
  'searches_published',
  'searches_shared',
  'searches_answered',
  'publications_created',
  'publication_seen',
  'publication_liked',
  'publication_coincided',
  'publication_superliked',
  'lead_contacted',
] as const;
export type StatisticMetric = (typeof STATISTIC_METRICS)[number];

export const STATISTIC_SOURCE_TYPES = ['user', 'microsite', 'group'] as const;
export type StatisticSourceType = (typeof STATISTIC_SOURCE_TYPES)[number];

/** SPEC.md's list names, in the order the report shows them. */
export const REPORT_LISTS = [
  { key: 'SearchCount', metric: 'searches_created' },
  { key: 'SearchPublishedCount', metric: 'searches_published' },
  { key: 'SearchShareableCount', metric: 'searches_shared' },
  { key: 'SearchShareableAnsweredCount', metric: 'searches_answered' },
  { key: 'PublicationByUserCount', metric: 'publications_created' },
  { key: 'PublicationLikedCount', metric: 'publication_liked' },
] as const satisfies readonly { key: string; metric: StatisticMetric }[];
export type ReportListKey = (typeof REPORT_LISTS)[number]['key'];

/** Which lists each source type's report shows (a group and a microsite have no publications of their own). */
export const REPORT_LISTS_BY_SOURCE: Record<StatisticSourceType, readonly ReportListKey[]> = {
  user: [
    'SearchCount',
    'SearchShareableCount',
    'SearchShareableAnsweredCount',
    'PublicationByUserCount',
    'PublicationLikedCount',
  ],
  group: [
    'SearchCount',
    'SearchPublishedCount',
    'SearchShareableCount',
    'SearchShareableAnsweredCount',
    'PublicationLikedCount',
  ],
  microsite: ['SearchCount', 'SearchShareableCount', 'SearchShareableAnsweredCount', 'PublicationLikedCount'],
};

/** Seen in a swipe → liked → coincidence in a shared search → superlike (lead) → contacted. */
export const FUNNEL_STAGES = [
  { stage: 'seen', metric: 'publication_seen', label: 'Vistas' },
  { stage: 'liked', metric: 'publication_liked', label: 'Me gusta' },
  { stage: 'coincided', metric: 'publication_coincided', label: 'Coincidencias' },
  { stage: 'superliked', metric: 'publication_superliked', label: 'Superlikes' },
  { stage: 'contacted', metric: 'lead_contacted', label: 'Contactados' },
] as const satisfies readonly { stage: string; metric: StatisticMetric; label: string }[];
export type FunnelStage = (typeof FUNNEL_STAGES)[number]['stage'];

/** Argentina keeps UTC-3 all year: a statistics day is an Argentine calendar day. */
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;

/** The Argentine calendar day ('YYYY-MM-DD') of an instant. */
export function argentineDay(at: Date): string {
  return new Date(at.getTime() + ARGENTINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included ('YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The day `days` after `day` (negative: before). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
