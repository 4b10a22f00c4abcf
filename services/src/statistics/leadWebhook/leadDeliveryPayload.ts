// What a lead delivery says: the superlike, the publication and the searcher with only the contact
// types they enabled; null when the searcher's account or the publication is gone.
import type { ReadModelDatabase } from '@app/projections';
import { publicationSummary, searcherOf } from '../../swipe/index.ts';

export interface DueDelivery {
  id: string;
  user_id: string;
  search_id: string;
  publication_id: string;
  lead_user_id: string;
  created_at: Date;
  attempts: number;
}

export async function leadDeliveryBody(db: ReadModelDatabase, delivery: DueDelivery): Promise<string | null> {
  const [publication, searcher] = await Promise.all([
    publicationSummary(db, delivery.publication_id),
    searcherOf(db, delivery.lead_user_id),
  ]);
  if (!publication || !searcher) return null;
  return JSON.stringify({
    id: delivery.id,
    type: 'lead.superlike',
    created_at: delivery.created_at.toISOString(),
    publication,
    search: { id: delivery.search_id },
    lead: { id: searcher.id, name: searcher.name, ...searcher.contact },
  });
}
