// The statistics page 'Superlikes' of a publication: who sent one (avatar, name, when) and how to
// reach them, newest first, searchable by name.
import type { PublicationSummary, Superlike, superlikesQuerySchema } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import type { z } from 'zod';
import { foldedContains, paged } from '../../http/paging.ts';
import { superlikeContact } from './superlikeContact.ts';

type SuperlikesQuery = z.infer<typeof superlikesQuerySchema>;

export async function publicationSuperlikes(
  db: ReadModelDatabase,
  publication: PublicationSummary,
  query: SuperlikesQuery,
  url: string,
) {
  let filtered = db
    .selectFrom('search_superlikes as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
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
      contact: superlikeContact(row),
      created_at: row.created_at.toISOString(),
      contacted_at: row.contacted_at?.toISOString() ?? null,
    }),
  );
  return { publication, ...paged(data, Number(counted?.total ?? 0), query, url) };
}
