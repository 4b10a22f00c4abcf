// The "last full administrator" rule counts the other full administrators in the users table and
// then appends: two administrators demoting or deleting each other at the same instant would both
// see the other one still there. Changes to accounts' rights therefore take turns, on every API
// instance, through a Postgres advisory lock; the command inside waits for the users table to show
// its events (execute's read-your-writes) before the next turn reads it. The lock has a connection
// of its own, outside the pool the command's queries use, so waiting turns never starve them.
import pg from 'pg';
import type { Platform } from '../../platform.ts';

const LOCK_NAME = 'account:administrators-rights';

export async function oneAdministratorChangeAtATime<Result>(platform: Platform, change: () => Promise<Result>) {
  const lock = new pg.Client({ connectionString: platform.databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [LOCK_NAME]);
    return await change();
  } finally {
    // Ending the session releases the lock.
    await lock.end();
  }
}
