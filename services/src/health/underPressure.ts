// Sheds load before the process falls over: past a limit every request answers 503 with
// ERROR_MESSAGES.unavailable (the error handler words it) and Retry-After. Liveness and metrics are
// exempt, so a busy process is neither restarted for being busy nor hidden from its dashboards.
import { getHeapStatistics } from 'node:v8';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { PressureLimits } from './operationsConfig.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route override; one that sends nothing lets the request through. */
    pressureHandler?: () => void;
  }
}

const RETRY_AFTER_SECONDS = 10;
/** Past this share of V8's heap limit garbage collection takes over the process. */
const DEFAULT_HEAP_SHARE = 0.9;

/** Route config for routes that must answer however busy the process is. */
export const answersUnderPressure = { pressureHandler: () => {} };

export function underPressureOptions(limits: PressureLimits): FastifyUnderPressureOptions {
  return {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    // Cumulative utilisation since start-up would hide a saturated last second.
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: limits.maxHeapUsedBytes ?? Math.floor(getHeapStatistics().heap_size_limit * DEFAULT_HEAP_SHARE),
    maxRssBytes: limits.maxRssBytes,
    retryAfter: RETRY_AFTER_SECONDS,
  };
}

export async function protectFromPressure(app: FastifyInstance, limits: PressureLimits): Promise<void> {
  await app.register(underPressure, underPressureOptions(limits));
}
