// Reads k6's --summary-export JSON: per-request latencies after the warm-up (the
// `{name:<request>,phase:measured}` sub-metrics of http_req_duration, lib/scenarioOptions.js),
// errors over the whole run, the scripts' own metrics, and every threshold's verdict (in this
// format `true` means the threshold failed).
export interface K6Metric {
  avg?: number;
  med?: number;
  max?: number;
  'p(95)'?: number;
  'p(99)'?: number;
  count?: number;
  rate?: number;
  value?: number;
  passes?: number;
  fails?: number;
  thresholds?: Record<string, boolean>;
}

export interface K6Summary {
  metrics: Record<string, K6Metric>;
}

/** The always-met threshold a script sets only to have a request summarised (lib/thresholds.js). */
const REPORT_ONLY = 'max>=0';
const REQUEST_METRIC = /^http_req_duration\{name:([^,}]+),phase:measured\}$/;

/** The key of a metric's sub-metric after the warm-up. */
export const measuredKey = (metric: string) => `${metric}{phase:measured}`;

/** Live coincidences in searches whose owner chose a majority rule (load-tests/live.js). */
export const MAJORITY_COINCIDENCE_KEY = 'coincidence_ms{phase:measured,rule:majority}';

export interface Threshold {
  expression: string;
  met: boolean;
}

export interface RequestLatency {
  name: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  thresholds: Threshold[];
}

export function thresholdsOf(metric: K6Metric | undefined): Threshold[] {
  return Object.entries(metric?.thresholds ?? {})
    .filter(([expression]) => expression !== REPORT_ONLY)
    .map(([expression, failed]) => ({ expression, met: !failed }));
}

export function requestLatencies(summary: K6Summary): RequestLatency[] {
  return Object.entries(summary.metrics).flatMap(([key, metric]) => {
    const name = REQUEST_METRIC.exec(key)?.[1];
    if (name === undefined) return [];
    return [
      {
        name,
        count: metric.count ?? 0,
        p50: metric.med ?? Number.NaN,
        p95: metric['p(95)'] ?? Number.NaN,
        p99: metric['p(99)'] ?? Number.NaN,
        thresholds: thresholdsOf(metric),
      },
    ];
  });
}

export interface Errors {
  /** Requests of the whole run, warm-up included, and how many failed (status outside 200–399 or none). */
  requests: number;
  failed: number;
  rate: number;
  thresholds: Threshold[];
}

/** Every request adds one sample to http_req_failed: true when it failed. */
export function errorsOf(summary: K6Summary): Errors {
  const failures = summary.metrics.http_req_failed;
  return {
    requests: (failures?.passes ?? 0) + (failures?.fails ?? 0),
    failed: failures?.passes ?? 0,
    rate: failures?.value ?? 0,
    thresholds: thresholdsOf(failures),
  };
}

/** Requests (and the majority coincidences) with a target that were never measured: k6 passes a threshold over no samples. */
export function unmeasuredTargets(summary: K6Summary): string[] {
  const majority = summary.metrics[MAJORITY_COINCIDENCE_KEY];
  const majorityUnmeasured = majority && (majority.count ?? 0) === 0 && thresholdsOf(majority).length > 0;
  return requestLatencies(summary)
    .filter((request) => request.count === 0 && request.thresholds.length > 0)
    .map((request) => request.name)
    .concat(majorityUnmeasured ? ['coincidence under a majority rule'] : []);
}

/** Every threshold of the run that failed, as `metric: expression`. */
export function failedThresholds(summary: K6Summary): string[] {
  return Object.entries(summary.metrics).flatMap(([key, metric]) =>
    thresholdsOf(metric)
      .filter((threshold) => !threshold.met)
      .map((threshold) => `${key}: ${threshold.expression}`),
  );
}
