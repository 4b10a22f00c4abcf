// Every scenario's k6 options: one scenario of WARMUP + DURATION seconds whose first WARMUP seconds
// are not timed (a process just started has cold code paths and caches). Requests carry a `phase`
// tag (lib/phase.js): latency targets hold for `phase:measured`, the error rate for the whole run.
import { DURATION_SECONDS, virtualUsers, WARMUP_SECONDS } from './settings.js';

export const TARGETS = {
  errors: 'rate<0.001',
  decision: 'p(95)<=20',
  results: 'p(95)<=30',
  count: 'p(95)<=20',
};

/** k6 only summarises a tagged sub-metric that has a threshold: this one is always met. */
export const REPORT_ONLY = 'max>=0';

const SUMMARY_TREND_STATS = ['avg', 'min', 'med', 'max', 'p(95)', 'p(99)', 'count'];

/**
 * `targeted`: request name → latency threshold; `reported`: request names summarised without one;
 * `metrics`: thresholds on the script's own metrics, keys as given (REPORT_ONLY to only summarise).
 */
export function scenarioOptions(name, defaultVus, { targeted = {}, reported = [], metrics = {} }) {
  const measured = (metric, tags = '') => `${metric}{${tags}${tags ? ',' : ''}phase:measured}`;
  const thresholds = { http_req_failed: [TARGETS.errors], ...metrics };
  for (const [request, expression] of Object.entries(targeted)) {
    thresholds[measured('http_req_duration', `name:${request}`)] = [expression];
  }
  for (const request of reported) thresholds[measured('http_req_duration', `name:${request}`)] = [REPORT_ONLY];
  const scenario = {
    executor: 'constant-vus',
    vus: virtualUsers(defaultVus),
    duration: `${WARMUP_SECONDS + DURATION_SECONDS}s`,
    // Cut at the end rather than waiting for iterations: the measured window is exactly DURATION.
    gracefulStop: '0s',
  };
  return { scenarios: { [name]: scenario }, thresholds, summaryTrendStats: SUMMARY_TREND_STATS };
}
