// Which sellers' synchronizers have work: a requested or interrupted run, removals to apply, a
// scheduled run that is due, or a postponed run worth trying again.
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';

export interface DueSynchronizer {
  ownerId: string;
  /** Nothing was asked: only the schedule makes it due. */
  scheduled: boolean;
}

const HOUR_MS = 60 * 60 * 1000;
export const POSTPONED_RETRY_MS = 15 * 60 * 1000;

export async function dueSynchronizers(
  db: ReadModelDatabase,
  now: Date,
  intervalHours: number,
  limit: number,
): Promise<DueSynchronizer[]> {
  const scheduledBefore = new Date(now.getTime() - intervalHours * HOUR_MS);
  const retryBefore = new Date(now.getTime() - POSTPONED_RETRY_MS);
  const rows = await db
    .selectFrom('synchronizers')
    .select(['owner_id', 'sync_requested', 'running_run_id', 'to_unpublish'])
    .where((where) =>
      where.or([
        where('sync_requested', '=', true),
        where('running_run_id', 'is not', null),
        where(sql<number>`jsonb_array_length(to_unpublish)`, '>', 0),
        where('last_finished_at', '<', scheduledBefore),
        where.and([where('last_outcome', '=', 'postponed'), where('last_finished_at', '<', retryBefore)]),
      ]),
    )
    .orderBy(sql`coalesce(last_finished_at, configured_at)`)
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ownerId: row.owner_id,
    scheduled: !row.sync_requested && row.running_run_id === null && row.to_unpublish.length === 0,
  }));
}
