// GET /account/synchronizer's answer: the setting without its password, whether a run is pending,
// the last runs, and the held and removed publications by title.
import type { SynchronizerRun, SynchronizerView } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';

const RUNS_SHOWN = 10;

async function titles(db: ReadModelDatabase, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('publications').select(['id', 'title']).where('id', 'in', ids).execute();
  const titleOf = new Map(rows.map((row) => [row.id, row.title]));
  return ids.flatMap((id) => (titleOf.has(id) ? [{ id, title: titleOf.get(id)! }] : []));
}

async function lastRuns(db: ReadModelDatabase, ownerId: string): Promise<SynchronizerRun[]> {
  const rows = await db
    .selectFrom('synchronizer_runs')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('started_at', 'desc')
    .limit(RUNS_SHOWN)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    outcome: row.outcome,
    reason: row.reason,
    ...{ item_count: row.item_count, created: row.created, updated: row.updated, unchanged: row.unchanged },
    ...{ removed: row.removed, held: row.held, skipped: row.skipped },
  }));
}

export async function synchronizerView(db: ReadModelDatabase, ownerId: string): Promise<SynchronizerView | null> {
  const row = await db.selectFrom('synchronizers').selectAll().where('owner_id', '=', ownerId).executeTakeFirst();
  if (!row) return null;
  const [runs, held, removed] = await Promise.all([
    lastRuns(db, ownerId),
    titles(db, row.held),
    titles(db, row.removed),
  ]);
  return {
    id: ownerId,
    type: row.type,
    config: row.config,
    sync_on: row.last_finished_at?.toISOString() ?? null,
    pending: row.sync_requested || row.running_run_id !== null,
    runs,
    held,
    removed,
  };
}
