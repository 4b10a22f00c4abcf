// Publications as swipe cards: the publication as the publications context shows it, plus the
// caller's decision, which stays empty until the swipe issue records decisions.
import type { SearchResult } from '@app/contracts';
import type { ReadModels } from '@app/projections';
import { viewPublications } from '../../publication/index.ts';

export async function resultCards(
  readModels: ReadModels,
  ids: readonly string[],
  viewerId: string | null,
  now: Date,
): Promise<SearchResult[]> {
  const publications = await viewPublications(readModels, ids, viewerId, now);
  return publications.map((publication) => ({
    ...publication,
    like: null,
    is_super: false,
    like_count: 0,
    decisions_count: 0,
    group_waiting: false,
  }));
}
