// Projection lag while a scenario runs, probed every 250 ms: read the log's head, wait until every
// projection serving /api has applied it, and time that. It is how long a fact written at that
// moment stays unreadable, the read-your-writes wait every command pays.
import { type LatencySummary, summarizeLatencies } from '../../bench/percentiles.ts';
import type { Platform } from '../../services/src/platform.ts';

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
 * Probes from `afterMs` on (the warm-up is not measured); the returned function stops and
 * summarises, waiting for the probe in flight.
 */
export function probeProjectionLag(platform: Platform, afterMs: number): () => Promise<ProjectionLag> {
  const samples: number[] = [];
  let timedOut = 0;
  let probing = true;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const loop = (async () => {
    await sleep(afterMs);
    while (probing) {
      const next = performance.now() + PROBE_INTERVAL_MS;
      const probe = await probeOnce(platform);
      samples.push(probe.lagMs);
      if (probe.timedOut) timedOut++;
      await sleep(next - performance.now());
    }
  })();
  return async () => {
    probing = false;
    await loop;
    return { ...summarizeLatencies(samples), timedOut };
  };
}
