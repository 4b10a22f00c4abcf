// What a run starts from: the seller's synchronized publications and the feed items they came from.
import type { ReadModelDatabase } from '@app/projections';

export interface KnownPublication {
  publicationId: string;
  public: boolean;
  externalId: string | null;
  matchKey: string | null;
  contentHash: string | null;
}

export interface KnownItems {
  byExternalId: Map<string, KnownPublication>;
  byMatchKey: Map<string, KnownPublication>;
  byId: Map<string, KnownPublication>;
  /** Published before the run: the ones a run may find missing. */
  published: string[];
}

export async function loadKnownItems(db: ReadModelDatabase, ownerId: string): Promise<KnownItems> {
  const rows = await db
    .selectFrom('publications')
    .leftJoin('synchronized_items', 'synchronized_items.publication_id', 'publications.id')
    .select([
      'publications.id',
      'publications.public',
      'synchronized_items.external_id',
      'synchronized_items.match_key',
      'synchronized_items.content_hash',
    ])
    .where('publications.creator_id', '=', ownerId)
    .where('publications.created_by', '=', 'synchronizer')
    .execute();
  const known: KnownItems = { byExternalId: new Map(), byMatchKey: new Map(), byId: new Map(), published: [] };
  for (const row of rows) {
    const publication: KnownPublication = {
      publicationId: row.id,
      public: row.public,
      externalId: row.external_id,
      matchKey: row.match_key,
      contentHash: row.content_hash,
    };
    known.byId.set(row.id, publication);
    if (row.external_id !== null) known.byExternalId.set(row.external_id, publication);
    if (row.match_key !== null) known.byMatchKey.set(row.match_key, publication);
    if (row.public) known.published.push(row.id);
  }
  return known;
}
