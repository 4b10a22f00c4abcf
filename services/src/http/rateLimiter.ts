// Fixed-window limits kept in Postgres, so every API instance counts the same attempts: one
// atomic upsert per check.
import { ERROR_MESSAGES } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import { DomainError } from '../commands/index.ts';
import { containsPattern } from './paging.ts';

export interface RateLimit {
  /** Names the counted action, e.g. 'code-send:email'. */
  name: string;
  max: number;
  windowMs: number;
}

export interface RateLimitCheck {
  limit: RateLimit;
  /** Who is counted: an e-mail address, a client address. */
  subject: string;
}

const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const CLEANUP_EVERY = 500;
let checksSinceCleanup = 0;

export interface WindowCount {
  hits: number;
  startedAt: Date;
}

async function countInWindow(db: ReadModelDatabase, key: string, windowMs: number, now: Date): Promise<WindowCount> {
  const windowStart = new Date(now.getTime() - windowMs);
  const result = await sql<{ hits: number; window_started_at: Date }>`
    INSERT INTO rate_limit_windows AS current (key, window_started_at, hits) VALUES (${key}, ${now}, 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN current.window_started_at <= ${windowStart} THEN 1 ELSE current.hits + 1 END,
      window_started_at = CASE WHEN current.window_started_at <= ${windowStart} THEN ${now}
        ELSE current.window_started_at END
    RETURNING hits, window_started_at`.execute(db);
  const row = result.rows[0];
  return { hits: row?.hits ?? 1, startedAt: row?.window_started_at ?? now };
}

async function forgetStaleWindows(db: ReadModelDatabase, now: Date): Promise<void> {
  checksSinceCleanup += 1;
  if (checksSinceCleanup < CLEANUP_EVERY) return;
  checksSinceCleanup = 0;
  const staleBefore = new Date(now.getTime() - STALE_AFTER_MS);
  await db.deleteFrom('rate_limit_windows').where('window_started_at', '<', staleBefore).execute();
}

/** A 429 that says when to try again (the Retry-After header, in seconds). */
export class TooManyRequests extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('too_many_requests', ERROR_MESSAGES.tooManyRequests);
  }
}

/**
 * Counts one attempt against every check. Undefined when all are within their limits; otherwise
 * the seconds until the last exceeded window ends (when the attempt would be counted afresh).
 */
export async function countAttempt(
  db: ReadModelDatabase,
  checks: readonly RateLimitCheck[],
  now: Date,
): Promise<number | undefined> {
  let retryAfterMs: number | undefined;
  for (const { limit, subject } of checks) {
    const { hits, startedAt } = await countInWindow(db, `${limit.name}:${subject}`, limit.windowMs, now);
    if (hits <= limit.max) continue;
    const windowLeftMs = startedAt.getTime() + limit.windowMs - now.getTime();
    retryAfterMs = Math.max(retryAfterMs ?? 0, windowLeftMs);
  }
  await forgetStaleWindows(db, now);
  return retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(retryAfterMs / 1000));
}

/**
 * The attempts counted against a check in its current window, without counting one more, and the
 * seconds until that window ends (0 hits and 0 seconds when no window is open).
 */
export async function attemptsSoFar(db: ReadModelDatabase, check: RateLimitCheck, now: Date): Promise<WindowCount> {
  const windowStart = new Date(now.getTime() - check.limit.windowMs);
  const row = await db
    .selectFrom('rate_limit_windows')
    .select(['hits', 'window_started_at'])
    .where('key', '=', `${check.limit.name}:${check.subject}`)
    .where('window_started_at', '>', windowStart)
    .executeTakeFirst();
  return { hits: row?.hits ?? 0, startedAt: row?.window_started_at ?? now };
}

/** Seconds until the window that started at `startedAt` ends, at least 1. */
export function secondsLeftInWindow(limit: RateLimit, startedAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((startedAt.getTime() + limit.windowMs - now.getTime()) / 1000));
}

/** Counts one attempt against every check; 429 in Spanish, with Retry-After, when any is over its limit. */
export async function enforceRateLimits(
  db: ReadModelDatabase,
  checks: readonly RateLimitCheck[],
  now: Date,
): Promise<void> {
  const retryAfterSeconds = await countAttempt(db, checks, now);
  if (retryAfterSeconds !== undefined) throw new TooManyRequests(retryAfterSeconds);
}

/** Forgets every window whose subject includes `subject` (an account's e-mail address, when it is deleted). */
export async function forgetRateLimitsOf(db: ReadModelDatabase, subject: string): Promise<void> {
  await db.deleteFrom('rate_limit_windows').where('key', 'like', containsPattern(subject)).execute();
}
