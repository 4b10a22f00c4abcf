// The activity list of the caller's searches and the dashboard report (SPEC.md section 3).
import { z } from 'zod';
import { PAGE_SIZE } from '../limits.ts';

export const ACTIVITY_TYPES = ['created', 'updated', 'shared', 'visited', 'joined', 'finished', 'decided'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const activityQuerySchema = z.object({
  search: z.string().trim().max(255).optional(),
  orderBy: z.enum(['created_at']).default('created_at'),
  orderMethod: z.enum(['asc', 'desc']).default('desc'),
  take: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
  page: z.coerce.number().int().min(1).default(1),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activitySchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  created_at: z.string(),
  /** Null for a visitor without an account. */
  causer: z.object({ id: z.string(), name: z.string() }).nullable(),
  activityable_type: z.literal('search'),
  activityable: z.object({ id: z.string(), title: z.string() }),
  properties: z.object({ like: z.number(), unlike: z.number() }),
});
export type Activity = z.infer<typeof activitySchema>;

export const pagedActivitiesSchema = z.object({
  data: z.array(activitySchema),
  current_page: z.number(),
  last_page: z.number(),
  total: z.number(),
  prev_page_url: z.string().nullable(),
  next_page_url: z.string().nullable(),
});

export const dashboardReportSchema = z.object({
  shortcuts: z.object({ hasPublications: z.boolean(), hasGroups: z.boolean() }),
  /** People who took part in the caller's searches or decided on their publications, latest first. */
  users: z.array(z.object({ id: z.string(), name: z.string(), avatar_url: z.string().nullable() })),
  searches: z.array(z.object({ id: z.string(), title: z.string(), created_at: z.string() })),
  activities: z.array(activitySchema),
});
export type DashboardReport = z.infer<typeof dashboardReportSchema>;

/** How many rows the dashboard's cards show. */
export const DASHBOARD_ROWS = 5;
