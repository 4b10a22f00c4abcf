// The report's ranking: the people of a source by shared searches they answered, then by searches
// they shared, over the range (the first three get trophies on screen).
import type { RankedUser } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import type { ReportScope } from './reportQuery.ts';

const RANKED_USERS = 10;

export async function rankedUsers(db: ReadModelDatabase, { source, range }: ReportScope): Promise<RankedUser[]> {
  const { rows } = await sql<RankedUser>`
    SELECT u.id, u.name, u.avatar_url,
      count(DISTINCT f.subject_id) FILTER (WHERE f.metric = 'searches_answered')::int AS searches_answered_count,
      count(DISTINCT f.subject_id) FILTER (WHERE f.metric = 'searches_shared')::int AS searches_shareable_count
    FROM statistics_facts f
    JOIN users u ON u.id::text = f.person_key AND u.deleted_at IS NULL
    WHERE f.source_type = ${source.type} AND f.source_id = ${source.id}
      AND f.metric IN ('searches_answered', 'searches_shared') AND f.day BETWEEN ${range.from} AND ${range.to}
    GROUP BY u.id, u.name, u.avatar_url
    ORDER BY searches_answered_count DESC, searches_shareable_count DESC, u.name, u.id
    LIMIT ${RANKED_USERS}`.execute(db);
  return rows;
}
