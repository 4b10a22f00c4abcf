// How long facts wait before a projection has applied them: from the moment the command took place
// (the event's occurredAt) to the commit of the batch holding it, per projection. The operations
// target is its p95 during the swipe load (<= 100 ms).
import type { RecordedEvent } from '@app/contracts';
import { Histogram } from 'prom-client';
import { processRegistry } from './processRegistry.ts';

const projectionLag = new Histogram({
  name: 'projection_lag_seconds',
  help: 'Time from an event taking place to its projection committing it, per projection (this process applying)',
  labelNames: ['projection'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

export type LagListener = (projection: string, lagMs: number) => void;

/** Observes each applied event's lag; `listener` also hears it (benchmarks). */
export function recordProjectionLag(listener?: LagListener) {
  return (projection: string, events: readonly RecordedEvent[], appliedAt: number): void => {
    const histogram = projectionLag.labels({ projection });
    for (const event of events) {
      const lagMs = Math.max(0, appliedAt - Date.parse(event.metadata.occurredAt));
      histogram.observe(lagMs / 1_000);
      listener?.(projection, lagMs);
    }
  };
}
