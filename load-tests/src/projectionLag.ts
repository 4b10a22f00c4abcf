// Projection lag while a scenario runs: every event each projection applies in the window, from the
// moment its command took place to the commit of its batch (the same measure as the
// projection_lag_seconds histogram of /api/metrics, heard exactly instead of sampled in buckets).
import { type LatencySummary, summarizeLatencies } from '../../bench/percentiles.ts';
import type { LagListener } from '../../services/src/metrics/projectionLag.ts';

export const PROJECTION_LAG_TARGET_MS = 100;

export interface ProjectionLag {
  all: LatencySummary;
  /** The projection with the highest p95, and that p95. */
  slowest: { projection: string; p95: number } | null;
}

export class ProjectionLagRecorder {
  private recording = false;
  private samples = new Map<string, number[]>();

  readonly listener: LagListener = (projection, lagMs) => {
    if (!this.recording) return;
    const list = this.samples.get(projection);
    if (list) list.push(lagMs);
    else this.samples.set(projection, [lagMs]);
  };

  start(): void {
    this.samples = new Map();
    this.recording = true;
  }

  stop(): ProjectionLag {
    this.recording = false;
    const perProjection = [...this.samples].map(([projection, lags]) => ({
      projection,
      p95: summarizeLatencies(lags).p95,
    }));
    const slowest = perProjection.reduce<ProjectionLag['slowest']>(
      (worst, candidate) => (worst === null || candidate.p95 > worst.p95 ? candidate : worst),
      null,
    );
    return { all: summarizeLatencies([...this.samples.values()].flat()), slowest };
  }
}
