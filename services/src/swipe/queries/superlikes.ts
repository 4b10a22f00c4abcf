// The statistics page 'Superlikes' of a publication: who sent one (avatar, name, when) and how to
// reach them, newest first, searchable by name.
import type { PublicationSummary, Superlike, superlikesQuerySchema } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
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
    .where('s.publication_id', '=', publication.id)
    .where('u.deleted_at', 'is', null);
  if (query.search) filtered = filtered.where(foldedContains('u.name', query.search));
  const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await filtered
    .select(['u.id', 'u.name', 'u.avatar_url', 'u.email', 'u.phone', 'u.contact_types', 's.search_id', 's.created_at'])
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
    }),
  );
  return { publication, ...paged(data, Number(counted?.total ?? 0), query, url) };
}
