// Reads k6's --summary-export JSON: per-request latencies (the `name`-tagged sub-metrics of
// http_req_duration), the error rate, the scripts' own metrics, and every threshold's verdict
// (in this format `true` means the threshold failed).
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
const REQUEST_METRIC = /^http_req_duration\{name:(.+)\}$/;

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

export interface Traffic {
  requests: number;
  perSecond: number;
  /** Share of requests that failed (status outside 200–399 or no answer). */
  errorRate: number;
  failed: number;
  errorThresholds: Threshold[];
}

export function trafficOf(summary: K6Summary): Traffic {
  const requests = summary.metrics.http_reqs;
  const failures = summary.metrics.http_req_failed;
  return {
    requests: requests?.count ?? 0,
    perSecond: requests?.rate ?? 0,
    errorRate: failures?.value ?? 0,
    failed: failures?.passes ?? 0,
    errorThresholds: thresholdsOf(failures),
  };
}

/** Every threshold of the run that failed, as `metric: expression`. */
export function failedThresholds(summary: K6Summary): string[] {
  return Object.entries(summary.metrics).flatMap(([key, metric]) =>
    thresholdsOf(metric)
      .filter((threshold) => !threshold.met)
      .map((threshold) => `${key}: ${threshold.expression}`),
  );
}
