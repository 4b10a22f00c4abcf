// Every call of the statistics, activity and dashboard screens. Premium accounts; statistics also
// need `has_stat` (an administrator grants it) and a source the caller owns or administers.
import { activityQuerySchema, dashboardReportSchema, pagedActivitiesSchema } from './activity.ts';
import {
  leadContactRequestSchema,
  leadContactResponseSchema,
  reportRequestSchema,
  reportSchema,
  statisticSourcesSchema,
} from './report.ts';

export const statisticsEndpoints = {
  sources: { method: 'GET', path: '/account/stat/sources', body: null, response: statisticSourcesSchema },
  report: { method: 'POST', path: '/account/stat/general', body: reportRequestSchema, response: reportSchema },
  contactLead: {
    method: 'POST',
    path: '/account/stat/publication/:id/contacted',
    body: leadContactRequestSchema,
    response: leadContactResponseSchema,
  },
  activity: {
    method: 'GET',
    path: '/account/activity',
    body: null,
    query: activityQuerySchema,
    response: pagedActivitiesSchema,
  },
  dashboard: { method: 'GET', path: '/account/report/dashboard', body: null, response: dashboardReportSchema },
} as const;
