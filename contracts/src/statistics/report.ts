// The statistics screens' calls: sources, the report of one source over a date range, the
// per-publication funnel and marking a lead contacted.
import { z } from 'zod';
import { LEAD_CONTACT_CHANNELS } from './events.ts';
import { FUNNEL_STAGES, REPORT_LISTS, STATISTIC_SOURCE_TYPES } from './metrics.ts';

export const STATISTICS_MESSAGES = {
  /** Not worded by SPEC.md: a premium account an administrator has not given statistics. */
  noStatistics: 'Tu cuenta no tiene acceso a las estadísticas.',
  /** Not worded by SPEC.md: a source the caller neither owns nor administers. */
  notYourSource: 'No es posible ver las estadísticas de esta fuente.',
  rangeTooLong: (maxDays: number) => `El rango de fechas no puede superar los ${maxDays} días.`,
  rangeReversed: 'La fecha de inicio debe ser anterior a la fecha de fin.',
  invalidDate: 'No es una fecha válida.',
  contacted: 'Marcado como contactado.',
  /** Not worded by SPEC.md: marking someone who never superliked the publication. */
  notALead: 'Esta persona no envió un superlike a la publicación.',
} as const;

export const statisticSourceSchema = z.object({
  type: z.enum(STATISTIC_SOURCE_TYPES),
  id: z.string(),
  name: z.string(),
});
export type StatisticSource = z.infer<typeof statisticSourceSchema>;

export const statisticSourcesSchema = z.object({
  data: z.array(statisticSourceSchema),
  default_range_days: z.number().int(),
  max_range_days: z.number().int(),
});
export type StatisticSources = z.infer<typeof statisticSourcesSchema>;

const daySchema = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, STATISTICS_MESSAGES.invalidDate);

export const reportRequestSchema = z.object({
  source: z.object({ type: z.enum(STATISTIC_SOURCE_TYPES), id: z.string().trim().min(1).max(64) }),
  /** Argentine calendar days, both included; absent: the configured default range ending today. */
  dates: z.object({ from: daySchema, to: daySchema }).optional(),
  /** Only the funnel of this publication (one of the source user's own). */
  publication_id: z.uuid().optional(),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** A count: distinct people beside raw events and distinct subjects (searches or publications). */
export const countSchema = z.object({ people: z.number(), events: z.number(), items: z.number() });
export type StatisticCount = z.infer<typeof countSchema>;

export const reportListSchema = z.object({
  key: z.enum(REPORT_LISTS.map((list) => list.key) as [string, ...string[]]),
  total: countSchema,
  series: z.array(countSchema.extend({ day: z.string() })),
});
export type ReportList = z.infer<typeof reportListSchema>;

export const rankedUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  searches_answered_count: z.number(),
  searches_shareable_count: z.number(),
});
export type RankedUser = z.infer<typeof rankedUserSchema>;

export const funnelSchema = z.object({
  stages: z.array(
    countSchema.extend({ stage: z.enum(FUNNEL_STAGES.map((stage) => stage.stage) as [string, ...string[]]) }),
  ),
  leads: z.number(),
  contacted_leads: z.number(),
  /** Median minutes from a superlike to the seller's first contact; null with no contacted lead. */
  median_minutes_to_contact: z.number().nullable(),
});
export type Funnel = z.infer<typeof funnelSchema>;

export const reportSchema = z.object({
  source: statisticSourceSchema,
  dates: z.object({ from: z.string(), to: z.string(), days: z.number() }),
  lists: z.array(reportListSchema),
  /** Shared searches someone answered, of those shared, 0–100; null when none was shared. */
  success_rate: z.number().nullable(),
  funnel: funnelSchema,
  users: z.array(rankedUserSchema),
});
export type Report = z.infer<typeof reportSchema>;

export const leadContactRequestSchema = z.object({
  user_id: z.uuid(),
  channel: z.enum(LEAD_CONTACT_CHANNELS).nullable().default(null),
});
export const leadContactResponseSchema = z.object({ message: z.string(), contacted_at: z.string() });
