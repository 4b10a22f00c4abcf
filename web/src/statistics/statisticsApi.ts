// The statistics screens' reads and commands over the contracts' endpoint table.
import { statisticsEndpoints } from '@app/contracts/statistics/endpoints';
import type { ReportRequest } from '@app/contracts/statistics/report';
import { swipeEndpoints } from '@app/contracts/swipe/endpoints';
import { useEndpointMutation, useEndpointQuery } from '../api/query/endpointQueries.ts';

export const STATISTICS_SCOPE = 'statistics';

/** Failures are shown in place (failureText.ts), not as the app-wide reaction. */
const quiet = { meta: { quiet: true } };

export const useStatisticSources = () => useEndpointQuery(STATISTICS_SCOPE, statisticsEndpoints.sources, {}, quiet);

export const useReport = (request: ReportRequest | null) =>
  useEndpointQuery(STATISTICS_SCOPE, statisticsEndpoints.report, request ? { body: request } : {}, {
    enabled: request !== null,
    ...quiet,
  });

export const useSuperlikes = (id: string, query: { search?: string; page: number }) =>
  useEndpointQuery(STATISTICS_SCOPE, swipeEndpoints.publicationSuperlikes, { params: { id }, query }, quiet);

export const useContactLead = () =>
  useEndpointMutation(statisticsEndpoints.contactLead, { invalidates: [STATISTICS_SCOPE] });

export const useActivities = (query: { search?: string; page: number }) =>
  useEndpointQuery(STATISTICS_SCOPE, statisticsEndpoints.activity, { query }, quiet);

export const useDashboardReport = () => useEndpointQuery(STATISTICS_SCOPE, statisticsEndpoints.dashboard, {}, quiet);
