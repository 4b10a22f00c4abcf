// The targets of issue #7, once for every scenario. A request reported without a target still
// needs a threshold: k6 only summarises a tagged sub-metric that has one, hence `max>=0` (always met).
export const TARGETS = {
  errors: 'rate<0.001',
  decision: 'p(95)<=20',
  results: 'p(95)<=30',
  count: 'p(95)<=20',
};

export const REPORT_ONLY = 'max>=0';

export const SUMMARY_TREND_STATS = ['avg', 'min', 'med', 'max', 'p(95)', 'p(99)', 'count'];

/**
 * `targeted`: request name → threshold expression; `reported`: request names summarised without one;
 * `extra`: thresholds on other metrics.
 */
export function thresholds(targeted, reported, extra = {}) {
  const all = { http_req_failed: [TARGETS.errors], ...extra };
  for (const [name, expression] of Object.entries(targeted)) all[`http_req_duration{name:${name}}`] = [expression];
  for (const name of reported) all[`http_req_duration{name:${name}}`] = [REPORT_ONLY];
  return all;
}
