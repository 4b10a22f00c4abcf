// Projections are tested "run twice, same result": their tables are read, the projections are reset
// and the running workers apply the whole log again, twice, and the tables are read after each time.
import { type Projection, type ReadModelDatabase, resetProjection } from '@app/projections';
import { sql } from 'kysely';
import type { Platform } from '../platform.ts';

const REPLAY_TIMEOUT_MS = 20_000;

/** Each table's rows, as JSON in a stable order (the tables' own order is not part of the result). */
export type ProjectionTables = Record<string, string[]>;

export interface ReplayedTables {
  before: ProjectionTables;
  afterFirstReplay: ProjectionTables;
  afterSecondReplay: ProjectionTables;
}

export async function projectionTables(
  db: ReadModelDatabase,
  projections: readonly Projection[],
): Promise<ProjectionTables> {
  const tables: ProjectionTables = {};
  for (const projection of projections) {
    for (const table of projection.tables) {
      const rows = await sql`SELECT * FROM ${sql.table(table)}`.execute(db);
      tables[table] = rows.rows.map((row) => JSON.stringify(row)).sort();
    }
  }
  return tables;
}

async function replay(platform: Platform, projections: readonly Projection[], timeoutMs: number): Promise<void> {
  const { db, runner } = platform;
  for (const projection of projections) await resetProjection(db, projection);
  // The running workers notice the reset and apply the whole log again.
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await runner.status();
    if (status.every((projection) => projection.behind === 0 && projection.checkpoint !== '0:0')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('replay did not finish');
}

/** `timeoutMs`: how long each replay may take (a long log, such as the demo world's, needs more). */
export async function replayTwice(
  platform: Platform,
  projections: readonly Projection[],
  timeoutMs = REPLAY_TIMEOUT_MS,
): Promise<ReplayedTables> {
  const before = await projectionTables(platform.db, projections);
  await replay(platform, projections, timeoutMs);
  const afterFirstReplay = await projectionTables(platform.db, projections);
  await replay(platform, projections, timeoutMs);
  const afterSecondReplay = await projectionTables(platform.db, projections);
  return { before, afterFirstReplay, afterSecondReplay };
}
