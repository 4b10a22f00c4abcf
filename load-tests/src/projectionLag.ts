// Projection lag while a scenario runs, probed every 250 ms: read the log's head, wait until every
// projection serving /api has applied it, and time that. It is how long a fact written at that
// moment stays unreadable, the read-your-writes wait every command pays.

import type { Platform } from '@app/services';
import { type LatencySummary, summarizeLatencies } from '../../bench/percentiles.ts';

export const PROJECTION_LAG_TARGET_MS = 100;
const PROBE_INTERVAL_MS = 250;
const PROBE_TIMEOUT_MS = 30_000;

export interface ProjectionLag extends LatencySummary {
  /** Probes whose head was not applied within PROBE_TIMEOUT_MS (counted at that timeout). */
  timedOut: number;
}

async function probeOnce(platform: Platform): Promise<{ lagMs: number; timedOut: boolean }> {
  const started = performance.now();
  const head = await platform.store.headCheckpoint();
  const applied = await platform.runner.waitFor(head, PROBE_TIMEOUT_MS);
  return { lagMs: performance.now() - started, timedOut: !applied };
}

/**
 * Probes every 250 ms from `afterMs` on (the warm-up is not measured), without waiting for the
 * previous probe, so a backlog does not thin the samples out; the returned function stops and
 * summarises once the probes in flight have finished.
 */
export function probeProjectionLag(platform: Platform, afterMs: number): () => Promise<ProjectionLag> {
  const probes: Promise<{ lagMs: number; timedOut: boolean }>[] = [];
  let interval: NodeJS.Timeout | undefined;
  const start = setTimeout(() => {
    interval = setInterval(() => probes.push(probeOnce(platform)), PROBE_INTERVAL_MS);
  }, afterMs);
  return async () => {
    clearTimeout(start);
    clearInterval(interval);
    const results = await Promise.all(probes);
    const timedOut = results.filter((probe) => probe.timedOut).length;
    return { ...summarizeLatencies(results.map((probe) => probe.lagMs)), timedOut };
  };
}
