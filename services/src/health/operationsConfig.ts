// Operations settings from the environment: the process role, overload protection, readiness,
// shutdown and metrics access (README lists them; docs/operations.md explains them).
import { totalmem } from 'node:os';
import { z } from 'zod';

export const ROLES = ['all', 'api', 'worker'] as const;
/** all: API + projections + web client; api: HTTP without projections; worker: projections only. */
export type Role = (typeof ROLES)[number];

export const operationsEnvironmentSchema = z.object({
  ROLE: z.enum(ROLES).default('all'),
  METRICS_TOKEN: z.string().optional(),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().nonnegative().default(500),
  MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  MAX_HEAP_USED_BYTES: z.coerce.number().int().nonnegative().optional(),
  MAX_RSS_BYTES: z.coerce.number().int().nonnegative().optional(),
  READINESS_MAX_BEHIND: z.coerce.number().int().nonnegative().default(1_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().nonnegative().default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),
});

export interface PressureLimits {
  /** Mean event loop delay over a second; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /**
   * Share of the last second the event loop was busy (0–1); 0, the default, turns the check off:
   * a process answering in-process requests back to back (tests, benchmarks) is busy but healthy.
   */
  maxEventLoopUtilization: number;
  /** null: 90 % of V8's heap limit; 0 turns the check off. */
  maxHeapUsedBytes: number | null;
  maxRssBytes: number;
}

export interface OperationsConfig {
  /** null: /api/metrics is open to anyone who reaches the process. */
  metricsToken: string | null;
  pressure: PressureLimits;
  /** A projection further behind the log head than this makes the process not ready. */
  readinessMaxBehind: number;
  /** How long readiness answers 503 before the server stops accepting connections. */
  shutdownDrainMs: number;
  /** A shutdown still running after this long ends the process anyway. */
  shutdownTimeoutMs: number;
}

const GIBIBYTE = 1024 ** 3;

/**
 * 1.5 GiB, or three quarters of the memory the process may use (its cgroup's limit, else the
 * machine's) when that is less: past it the process sheds requests with 503 instead of being
 * killed for memory with every request in flight.
 */
export function defaultMaxRssBytes(): number {
  const available = process.constrainedMemory?.() || totalmem();
  return Math.min(1.5 * GIBIBYTE, Math.floor(available * 0.75));
}

export function operationsConfig(env: z.infer<typeof operationsEnvironmentSchema>): OperationsConfig {
  return {
    metricsToken: env.METRICS_TOKEN || null,
    pressure: {
      maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
      maxEventLoopUtilization: env.MAX_EVENT_LOOP_UTILIZATION,
      maxHeapUsedBytes: env.MAX_HEAP_USED_BYTES ?? null,
      maxRssBytes: env.MAX_RSS_BYTES ?? defaultMaxRssBytes(),
    },
    readinessMaxBehind: env.READINESS_MAX_BEHIND,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  };
}
