// The report's ranking: the people of a source by shared searches they answered, then by searches
// they shared, over the range (the first three get trophies on screen).
import type { RankedUser } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import type { ReportScope } from './reportQuery.ts';

const RANKED_USERS = 10;
const UUID_SHAPE = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/**
 * The counts are taken per person first and only then joined to `users` by its key: joined row by
 * row on `id::text`, the planner looped over every user for each fact (262 ms of a microsite's
 * report at 200,000 events). Only a key shaped like a uuid is cast (a guest's `guest-…` has no
 * account), so no key can make the cast fail.
 */
export async function rankedUsers(db: ReadModelDatabase, { source, range }: ReportScope): Promise<RankedUser[]> {
  const { rows } = await sql<RankedUser>`
    WITH ranked AS MATERIALIZED (
      SELECT f.person_key,
        count(DISTINCT f.subject_id) FILTER (WHERE f.metric = 'searches_answered')::int AS searches_answered_count,
        count(DISTINCT f.subject_id) FILTER (WHERE f.metric = 'searches_shared')::int AS searches_shareable_count
      FROM statistics_facts f
      WHERE f.source_type = ${source.type} AND f.source_id = ${source.id}
        AND f.metric IN ('searches_answered', 'searches_shared') AND f.day BETWEEN ${range.from} AND ${range.to}
      GROUP BY f.person_key)
    SELECT u.id, u.name, u.avatar_url, r.searches_answered_count, r.searches_shareable_count
    FROM ranked r
    JOIN users u ON u.deleted_at IS NULL
      AND u.id = CASE WHEN r.person_key ~* ${UUID_SHAPE} THEN r.person_key::uuid END
    ORDER BY r.searches_answered_count DESC, r.searches_shareable_count DESC, u.name, u.id
    LIMIT ${RANKED_USERS}`.execute(db);
  return rows;
}
