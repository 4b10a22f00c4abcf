// Projection lag as this process sees it at scrape time: log positions behind the head, seconds
// since the last batch was committed (from the checkpoint table, so it is right on every role),
// and whether this process is the one applying the projection.
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { Platform } from '../platform.ts';

interface ProjectionSample {
  name: string;
  behind: number;
  leader: boolean;
  secondsSinceLastApplied: number | undefined;
}

async function secondsSinceCommits(db: ReadModelDatabase): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('projection_checkpoints')
    .select(['name', sql<number>`extract(epoch from now() - updated_at)`.as('seconds')])
    .execute();
  return new Map(rows.map((row) => [row.name, Number(row.seconds)]));
}

async function sampleProjections(platform: Pick<Platform, 'runner' | 'db'>): Promise<ProjectionSample[]> {
  const [statuses, seconds] = await Promise.all([platform.runner.status(), secondsSinceCommits(platform.db)]);
  return statuses.map((status) => ({
    name: status.name,
    behind: status.behind,
    leader: status.active,
    secondsSinceLastApplied: seconds.get(status.name),
  }));
}

/** One read shared by the gauges that ask during the same scrape. */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= read().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

export function observeProjections(registry: Registry, platform: Pick<Platform, 'runner' | 'db'>): void {
  const sample = sharedRead(() => sampleProjections(platform).catch((): ProjectionSample[] => []));
  const gauge = (name: string, help: string, value: (projection: ProjectionSample) => number | undefined) =>
    new Gauge({
      name,
      help,
      labelNames: ['projection'] as const,
      registers: [registry],
      async collect() {
        // A failed read leaves no series rather than stale ones.
        this.reset();
        for (const projection of await sample()) {
          const measured = value(projection);
          if (measured !== undefined) this.set({ projection: projection.name }, measured);
        }
      },
    });
  gauge(
    'projection_events_behind',
    'Log positions between the newest event and the projection checkpoint (events on PostgreSQL)',
    (projection) => projection.behind,
  );
  gauge(
    'projection_seconds_since_last_applied',
    'Seconds since the projection last committed a batch (grows while idle too: read it with events_behind)',
    (projection) => projection.secondsSinceLastApplied,
  );
  gauge(
    'projection_leader',
    '1 when this process applies the projection (holds its lock), 0 when it stands by',
    (projection) => (projection.leader ? 1 : 0),
  );
}
