// The statistics page 'Superlikes' of a publication: who sent one (avatar, name, when), how to
// reach them and how warm the lead is (leadScore.ts), newest first, searchable by name.
import type { PublicationSummary, Superlike, superlikesQuerySchema } from '@app/contracts';
import { enabledContact } from '@app/contracts/account/enabledContact';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import type { z } from 'zod';
import { foldedContains, paged } from '../../http/index.ts';
import { leadScore, type PricedPublication, priceFit } from './leadScore.ts';

type SuperlikesQuery = z.infer<typeof superlikesQuerySchema>;

export async function publicationSuperlikes(
  db: ReadModelDatabase,
  publication: PublicationSummary,
  query: SuperlikesQuery,
  url: string,
) {
  const priced = await pricedPublication(db, publication.id);
  let filtered = db
    .selectFrom('search_superlikes as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('searches as search', 'search.id', 's.search_id')
    .leftJoin('search_totals as totals', 'totals.search_id', 's.search_id')
    .leftJoin('search_publication_counts as counts', (join) =>
      join.onRef('counts.search_id', '=', 's.search_id').onRef('counts.publication_id', '=', 's.publication_id'),
    )
    .leftJoin('statistics_leads as l', (join) =>
      join.onRef('l.publication_id', '=', sql`s.publication_id::text`).onRef('l.person_key', '=', sql`s.user_id::text`),
    )
    .where('s.publication_id', '=', publication.id)
    .where('u.deleted_at', 'is', null);
  if (query.search) filtered = filtered.where(foldedContains('u.name', query.search));
  const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await filtered
    .select([
      'u.id',
      'u.name',
      'u.avatar_url',
      'u.email',
      'u.phone',
      'u.contact_types',
      's.search_id',
      's.created_at',
      'l.contacted_at',
      'search.filters',
      'totals.participants_count',
      'counts.like_count',
      (eb) =>
        eb
          .selectFrom('search_decisions as d')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('d.search_id', '=', 's.search_id')
          .where('d.participant_key', '=', sql<string>`s.user_id::text`)
          .where('d.like', 'is not', null)
          .whereRef('d.decided_at', '<', 's.created_at')
          .as('decisions_before'),
    ])
    .orderBy('s.created_at', query.orderMethod)
    .orderBy('s.id')
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .execute();
  const data = rows.map(
    (row): Superlike => ({
      id: row.id,
      name: row.name,
      avatar_url: row.avatar_url,
      search_id: row.search_id,
      contact: enabledContact(row),
      created_at: row.created_at.toISOString(),
      contacted_at: row.contacted_at?.toISOString() ?? null,
      score: leadScore({
        likeCount: row.like_count ?? 1,
        participantsCount: row.participants_count ?? 1,
        decisionsBefore: Number(row.decisions_before ?? 0),
        priceFit: priced ? priceFit(row.filters, priced) : 1,
      }),
    }),
  );
  return { publication, ...paged(data, Number(counted?.total ?? 0), query, url) };
}

async function pricedPublication(db: ReadModelDatabase, publicationId: string): Promise<PricedPublication | null> {
  const row = await db
    .selectFrom('publications')
    .select(['type_id', 'amount', 'currency'])
    .where('id', '=', publicationId)
    .executeTakeFirst();
  return row ? { typeId: row.type_id, amount: row.amount, currency: row.currency } : null;
}
