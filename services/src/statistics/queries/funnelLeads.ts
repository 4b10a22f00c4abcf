// The funnel's last step: of the leads (first superlikes) that came in the range, how many the
// seller contacted and how long the first contact took (median, in minutes).

import { shiftDay } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import { argentineDayStart } from '../reportRange.ts';
import type { ReportScope } from './reportScope.ts';

function attribution({ source }: ReportScope) {
  if (source.type === 'user') {
    return sql`JOIN statistics_publications p ON p.publication_id = l.publication_id AND p.owner_id = ${source.id}`;
  }
  const column = sql.ref(source.type === 'group' ? 's.group_id' : 's.microsite_id');
  return sql`JOIN statistics_searches s ON s.search_id = l.search_id AND ${column} = ${source.id}`;
}

export async function funnelLeads(db: ReadModelDatabase, scope: ReportScope) {
  const publication = scope.publicationId ? sql`AND l.publication_id = ${scope.publicationId}` : sql``;
  const { rows } = await sql<{ leads: number; contacted_leads: number; median_minutes_to_contact: number | null }>`
    SELECT count(*)::int AS leads, count(l.contacted_at)::int AS contacted_leads,
      round(percentile_cont(0.5) WITHIN GROUP (
        ORDER BY extract(epoch FROM l.contacted_at - l.superliked_at) / 60)::numeric, 1)::float8
        AS median_minutes_to_contact
    FROM statistics_leads l ${attribution(scope)}
    WHERE l.superliked_at >= ${argentineDayStart(scope.range.from)}
      AND l.superliked_at < ${argentineDayStart(shiftDay(scope.range.to, 1))} ${publication}`.execute(db);
  const row = rows[0];
  return {
    leads: row?.leads ?? 0,
    contacted_leads: row?.contacted_leads ?? 0,
    median_minutes_to_contact: row?.median_minutes_to_contact ?? null,
  };
}
