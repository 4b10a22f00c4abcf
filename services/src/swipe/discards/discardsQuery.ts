// The 'Descartadas' list: what an account rejected, one row per publication and scope (however
// many of its searches there rejected it), the latest first, with whether its price dropped since.
import { DISCARD_MESSAGES, type Discard, type DiscardsQuery } from '@app/contracts';
import type { ReadModels } from '@app/projections';
import { sql } from 'kysely';
import { paged } from '../../http/index.ts';
import { viewPublications } from '../../publication/index.ts';
import { priceDroppedSince } from '../../search/index.ts';

interface DiscardRow {
  publication_id: string;
  group_id: string | null;
  microsite_id: string | null;
  scope_user_id: string | null;
  scope_name: string | null;
  discarded_at: Date;
  price_dropped: boolean;
  total: number;
}

/** The account's rejects, in any search they own (also one they created as a guest) or joined. */
const REJECTS = (userId: string) => sql`
  SELECT discard.publication_id, there.group_id, there.microsite_id, there.scope_user_id,
    max(discard.decided_at) AS discarded_at
  FROM search_decisions AS discard
  JOIN search_participants AS who
    ON who.search_id = discard.search_id AND who.participant_key = discard.participant_key
  JOIN searches AS there ON there.id = discard.search_id
  JOIN publications AS still ON still.id = discard.publication_id
  WHERE who.user_id = ${userId} AND discard."like" IS FALSE
  GROUP BY discard.publication_id, there.group_id, there.microsite_id, there.scope_user_id`;

export interface DiscardsViewer {
  userId: string;
  now: Date;
  url: string;
}

export async function discardsOf(readModels: ReadModels, query: DiscardsQuery, viewer: DiscardsViewer) {
  const { db } = readModels;
  const { rows } = await sql<DiscardRow>`
    SELECT listed.*, ${priceDroppedSince(sql`listed.publication_id`, sql`listed.discarded_at`)} AS price_dropped,
      coalesce(g.name, m.name, u.name) AS scope_name, count(*) OVER ()::int AS total
    FROM (${REJECTS(viewer.userId)}) AS listed
    LEFT JOIN groups AS g ON g.id = listed.group_id
    LEFT JOIN microsites AS m ON m.id = listed.microsite_id
    LEFT JOIN users AS u ON u.id = listed.scope_user_id
    ORDER BY listed.discarded_at DESC, listed.publication_id
    LIMIT ${query.take} OFFSET ${(query.page - 1) * query.take}`.execute(db);
  const publications = await viewPublications(
    readModels,
    rows.map((row) => row.publication_id),
    viewer.userId,
    viewer.now,
  );
  const byId = new Map(publications.map((publication) => [publication.id, publication]));
  const data = rows.flatMap((row): Discard[] => {
    const publication = byId.get(row.publication_id);
    if (!publication) return [];
    const scope = {
      group_id: row.group_id,
      microsite_id: row.microsite_id,
      user_id: row.scope_user_id,
      name: row.scope_name ?? DISCARD_MESSAGES.platform,
    };
    const discarded_at = row.discarded_at.toISOString();
    return [{ publication, scope, discarded_at, price_dropped: row.price_dropped }];
  });
  return paged(data, rows[0]?.total ?? 0, query, viewer.url);
}
