// What a push notification says. SPEC.md does not word these; the service worker navigates to `url`
// (messages of type navigate).
import type { ReadModelDatabase } from '@app/projections';
import type { PushMessage } from '../../live/index.ts';
import { publicationSummary } from '../publicationFacts.ts';

export interface PendingPush {
  id: string;
  kind: 'superlike' | 'selection_finished';
  search_id: string;
  publication_id: string | null;
  sender_user_id: string | null;
}

async function senderName(db: ReadModelDatabase, userId: string | null): Promise<string> {
  if (userId === null) return 'Alguien';
  const user = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  return user?.name ?? 'Alguien';
}

export async function pushPayload(db: ReadModelDatabase, push: PendingPush): Promise<PushMessage> {
  const name = await senderName(db, push.sender_user_id);
  if (push.kind === 'selection_finished') {
    return {
      type: 'navigate',
      title: 'Selección finalizada',
      body: `${name} finalizó su selección.`,
      url: `/account/search/${push.search_id}/filtered`,
    };
  }
  const publication = push.publication_id ? await publicationSummary(db, push.publication_id) : null;
  return {
    type: 'navigate',
    title: '¡Recibiste un superlike!',
    body: `${name} quiere que lo contactes por "${publication?.title ?? 'tu publicación'}".`,
    url: `/account/stat/${push.publication_id ?? ''}`,
  };
}
