// The superlikes a seller has received, as their dashboard shows them: on their own publications,
// still superlikes (Cancelar, a plain like or an undo takes one back), searcher and contact as the
// live message tells them. Read when the dashboard opens and whenever its socket reconnects, so a
// superlike sent while the socket was down is never lost (docs/decisions/leads.md).
import { RECEIVED_SUPERLIKES_SHOWN, type SuperlikeReceivedMessage } from '@app/contracts';
import { enabledContact } from '@app/contracts/account/enabledContact';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import { publicationSummary } from '../publicationFacts.ts';

export async function receivedSuperlikes(db: ReadModelDatabase, ownerId: string): Promise<SuperlikeReceivedMessage[]> {
  const rows = await db
    .selectFrom('search_superlikes as s')
    .innerJoin('publication_publishers as owner', (join) =>
      join.onRef('owner.publication_id', '=', 's.publication_id').on('owner.user_id', '=', ownerId),
    )
    .innerJoin('search_decisions as d', (join) =>
      join
        .onRef('d.search_id', '=', 's.search_id')
        .onRef('d.publication_id', '=', 's.publication_id')
        .on(sql<boolean>`d.participant_key = s.user_id::text`)
        .on('d.is_super', '=', true),
    )
    .innerJoin('users as u', 'u.id', 's.user_id')
    .where('u.deleted_at', 'is', null)
    .where('s.user_id', '<>', ownerId)
    .select(['s.search_id', 's.publication_id', 's.created_at', 'u.id', 'u.name', 'u.avatar_url'])
    .select(['u.email', 'u.phone', 'u.contact_types'])
    .orderBy('s.created_at', 'desc')
    .limit(RECEIVED_SUPERLIKES_SHOWN)
    .execute();
  const publicationIds = [...new Set(rows.map((row) => row.publication_id))];
  const summaries = await Promise.all(publicationIds.map((id) => publicationSummary(db, id)));
  const summaryOf = new Map(summaries.flatMap((summary) => (summary ? [[summary.id, summary] as const] : [])));
  return rows.flatMap((row) => {
    const publication = summaryOf.get(row.publication_id);
    if (!publication) return [];
    const searcher = { id: row.id, name: row.name, avatar_url: row.avatar_url };
    return [
      {
        search_id: row.search_id,
        publication,
        searcher,
        contact: enabledContact(row),
        at: row.created_at.toISOString(),
      },
    ];
  });
}

export interface SuperlikeFact {
  searchId: string;
  publicationId: string;
  searcherId: string;
}

export interface WithdrawnSuperlike extends SuperlikeFact {
  /** The publication's owners, who were told of it. */
  ownerIds: string[];
}

/** Of the facts (a like, reject or undo just applied), those that took back a superlike sent. */
export async function withdrawnSuperlikes(
  db: ReadModelDatabase,
  facts: readonly SuperlikeFact[],
): Promise<WithdrawnSuperlike[]> {
  if (facts.length === 0) return [];
  const { rows } = await sql<{ search_id: string; publication_id: string; user_id: string; owner_ids: string[] }>`
    SELECT s.search_id, s.publication_id, s.user_id, array_agg(owner.user_id) AS owner_ids
    FROM search_superlikes AS s
    JOIN unnest(${facts.map((fact) => fact.searchId)}::uuid[], ${facts.map((fact) => fact.publicationId)}::uuid[],
                ${facts.map((fact) => fact.searcherId)}::uuid[]) AS fact(search_id, publication_id, user_id)
      ON fact.search_id = s.search_id AND fact.publication_id = s.publication_id AND fact.user_id = s.user_id
    JOIN publication_publishers AS owner ON owner.publication_id = s.publication_id AND owner.user_id <> s.user_id
    LEFT JOIN search_decisions AS d
      ON d.search_id = s.search_id AND d.publication_id = s.publication_id AND d.participant_key = s.user_id::text
    WHERE d.is_super IS NOT TRUE
    GROUP BY s.search_id, s.publication_id, s.user_id`.execute(db);
  return rows.map((row) => ({
    searchId: row.search_id,
    publicationId: row.publication_id,
    searcherId: row.user_id,
    ownerIds: row.owner_ids,
  }));
}
