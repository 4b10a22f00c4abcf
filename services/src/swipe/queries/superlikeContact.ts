// The contact data a superlike hands the publication's owners: only what the searcher enabled
// (SPEC.md: contact types email, phone, whatsapp; phone and whatsapp only with a phone).
import type { SuperlikeContact } from '@app/contracts';
import type { ContactType } from '@app/contracts/account/user';
import type { ReadModelDatabase } from '@app/projections';

export interface ContactFields {
  email: string;
  phone: string | null;
  contact_types: readonly ContactType[];
}

export function superlikeContact(user: ContactFields): SuperlikeContact {
  const enabled = (type: ContactType) => user.contact_types.includes(type);
  return {
    email: enabled('email') ? user.email : null,
    phone: enabled('phone') ? user.phone : null,
    whatsapp: enabled('whatsapp') ? user.phone : null,
  };
}

export interface Searcher {
  id: string;
  name: string;
  avatar_url: string | null;
  contact: SuperlikeContact;
}

/** The searcher as the owners see them; null when the account is gone. */
export async function searcherOf(db: ReadModelDatabase, userId: string): Promise<Searcher | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'avatar_url', 'email', 'phone', 'contact_types'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) return null;
  return { id: user.id, name: user.name, avatar_url: user.avatar_url, contact: superlikeContact(user) };
}
