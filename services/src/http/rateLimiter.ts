// Fixed-window limits kept in Postgres, so every API instance counts the same attempts: one
// atomic upsert per check.
import { ERROR_MESSAGES } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import { DomainError } from '../commands/domainError.ts';

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

async function hitsInWindow(db: ReadModelDatabase, key: string, windowMs: number, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - windowMs);
  const result = await sql<{ hits: number }>`
    INSERT INTO rate_limit_windows AS current (key, window_started_at, hits) VALUES (${key}, ${now}, 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN current.window_started_at <= ${windowStart} THEN 1 ELSE current.hits + 1 END,
      window_started_at = CASE WHEN current.window_started_at <= ${windowStart} THEN ${now}
        ELSE current.window_started_at END
    RETURNING hits`.execute(db);
  return result.rows[0]?.hits ?? 1;
}

async function forgetStaleWindows(db: ReadModelDatabase, now: Date): Promise<void> {
  checksSinceCleanup += 1;
  if (checksSinceCleanup < CLEANUP_EVERY) return;
  checksSinceCleanup = 0;
  const staleBefore = new Date(now.getTime() - STALE_AFTER_MS);
  await db.deleteFrom('rate_limit_windows').where('window_started_at', '<', staleBefore).execute();
}

/** Counts one attempt against every check; 429 in Spanish when any of them is over its limit. */
export async function enforceRateLimits(
  db: ReadModelDatabase,
  checks: readonly RateLimitCheck[],
  now: Date,
): Promise<void> {
  let exceeded = false;
  for (const { limit, subject } of checks) {
    const hits = await hitsInWindow(db, `${limit.name}:${subject}`, limit.windowMs, now);
    if (hits > limit.max) exceeded = true;
  }
  await forgetStaleWindows(db, now);
  if (exceeded) throw new DomainError('too_many_requests', ERROR_MESSAGES.tooManyRequests);
}
