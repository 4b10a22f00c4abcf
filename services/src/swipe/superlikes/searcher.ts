// The searcher as a superlike shows them to the publication's owners: name, avatar and only the
// contact types they enabled (enabledContact).
import type { SuperlikeContact } from '@app/contracts';
import { enabledContact } from '@app/contracts/account/enabledContact';
import type { ReadModelDatabase } from '@app/projections';

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
  return { id: user.id, name: user.name, avatar_url: user.avatar_url, contact: enabledContact(user) };
}
