// GET /account/report/dashboard: what the dashboard's cards show (SPEC.md section 3, "Dashboard report").
import { DASHBOARD_ROWS, type DashboardReport } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import { latestActivities } from './activityQuery.ts';

/** People who took part in the caller's searches or decided on their publications, latest first. */
async function interactingUsers(db: ReadModelDatabase, userId: string) {
  const { rows } = await sql<{ id: string; name: string; avatar_url: string | null }>`
    WITH met AS (
      SELECT p.user_id, p.joined_at AS at FROM search_participants p
      JOIN searches s ON s.id = p.search_id
      WHERE s.owner_user_id = ${userId} AND p.user_id IS NOT NULL
      UNION ALL
      SELECT sp.user_id, d.decided_at FROM publication_publishers pp
      JOIN search_decisions d ON d.publication_id = pp.publication_id AND d.decided_at IS NOT NULL
      JOIN search_participants sp ON sp.search_id = d.search_id AND sp.participant_key = d.participant_key
      WHERE pp.user_id = ${userId} AND sp.user_id IS NOT NULL)
    SELECT u.id, u.name, u.avatar_url FROM users u
    JOIN (SELECT user_id, max(at) AS at FROM met GROUP BY user_id) last ON last.user_id = u.id
    WHERE u.deleted_at IS NULL AND u.id <> ${userId}
    ORDER BY last.at DESC, u.id
    LIMIT ${DASHBOARD_ROWS}`.execute(db);
  return rows;
}

export async function dashboardReport(db: ReadModelDatabase, userId: string): Promise<DashboardReport> {
  const publication = await db
    .selectFrom('publication_publishers')
    .select('publication_id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  const group = await db
    .selectFrom('group_members')
    .select('group_id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  const searches = await db
    .selectFrom('searches')
    .select(['id', sql<string>`coalesce(custom_title, title_suggested)`.as('title'), 'created_at'])
    .where('owner_user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(DASHBOARD_ROWS)
    .execute();
  return {
    shortcuts: { hasPublications: publication !== undefined, hasGroups: group !== undefined },
    users: await interactingUsers(db, userId),
    searches: searches.map((search) => ({ ...search, created_at: search.created_at.toISOString() })),
    activities: await latestActivities(db, userId, { orderMethod: 'desc', take: DASHBOARD_ROWS, page: 1 }),
  };
}
