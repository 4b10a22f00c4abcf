// GET /publication/{id}/contact: who to contact about a publication (its creator, or its first
// publisher when none is marked creator) and only the contact types that person enabled.
import type { SellerContact } from '@app/contracts';
import { enabledContact } from '@app/contracts/account/enabledContact';
import type { ReadModelDatabase } from '@app/projections';
import { DomainError } from '../../commands/index.ts';

export async function sellerContact(db: ReadModelDatabase, publicationId: string): Promise<SellerContact> {
  const seller = await db
    .selectFrom('publication_publishers')
    .innerJoin('users', 'users.id', 'publication_publishers.user_id')
    .select(['users.id', 'users.name', 'users.slug', 'users.email', 'users.phone', 'users.contact_types'])
    .where('publication_publishers.publication_id', '=', publicationId)
    .where('users.deleted_at', 'is', null)
    .orderBy('publication_publishers.creator', 'desc')
    .orderBy('users.name')
    .executeTakeFirst();
  if (!seller) throw DomainError.notFound();
  return { id: seller.id, name: seller.name, slug: seller.slug, contact: enabledContact(seller) };
}
