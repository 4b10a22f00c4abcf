// Whether this process should receive traffic: not shutting down, the database answers, the event
// store answers, every projection has a leader somewhere and none is far behind the log.
import type { ProjectionStatus } from '@app/projections';
import { sql } from 'kysely';
import type { Platform } from '../platform.ts';
import type { Lifecycle } from './lifecycle.ts';
import { projectionsWithoutLeader } from './projectionLeaders.ts';

export interface Readiness {
  ready: boolean;
  shutting_down: boolean;
  database: boolean;
  event_store: boolean;
  projections_without_leader: string[];
  projections_behind: string[];
}

const NOT_CHECKED = { database: false, event_store: false, projections_without_leader: [], projections_behind: [] };

export async function checkReadiness(platform: Platform, lifecycle: Lifecycle): Promise<Readiness> {
  // The pools may already be closing: answer without touching them.
  if (lifecycle.shuttingDown) return { ready: false, shutting_down: true, ...NOT_CHECKED };
  const database = await sql`SELECT 1`
    .execute(platform.db)
    .then(() => true)
    .catch(() => false);
  if (!database) return { ready: false, shutting_down: false, ...NOT_CHECKED };
  const statuses = await platform.runner.status().catch((): ProjectionStatus[] | null => null);
  if (!statuses) return { ready: false, shutting_down: false, ...NOT_CHECKED, database };
  const withoutLeader = await projectionsWithoutLeader(
    platform.db,
    statuses.map((status) => status.name),
  );
  const maxBehind = platform.config.operations.readinessMaxBehind;
  const behind = statuses.filter((status) => status.behind > maxBehind).map((status) => status.name);
  return {
    ready: withoutLeader.length === 0 && behind.length === 0,
    shutting_down: false,
    database,
    event_store: true,
    projections_without_leader: withoutLeader,
    projections_behind: behind,
  };
}
