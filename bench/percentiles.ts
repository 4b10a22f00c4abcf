export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of an ascending list: the smallest sample at or above `fraction` of them. */
export function percentile(ascending: readonly number[], fraction: number): number {
  if (ascending.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * ascending.length);
  return ascending[Math.min(ascending.length, Math.max(1, rank)) - 1]!;
}

export function summarizeLatencies(samples: readonly number[]): LatencySummary {
  const ascending = [...samples].sort((a, b) => a - b);
  return {
    count: ascending.length,
    p50: percentile(ascending, 0.5),
    p95: percentile(ascending, 0.95),
    p99: percentile(ascending, 0.99),
    max: ascending[ascending.length - 1] ?? Number.NaN,
  };
}
