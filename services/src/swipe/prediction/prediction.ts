// The publications a search's group is likely to like: what the search finds that nobody decided
// yet, scored against what its participants liked (similarity.ts), best first.
import { PREDICTION_SELECT_MAX, RESULT_COUNT_CAP } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import { sql } from 'kysely';
import type { Platform } from '../../platform.ts';
import { resultIds, savedSearchQuery } from '../../search/index.ts';
import {
  type LikedPublication,
  PREDICTION_THRESHOLD,
  type PublicationFeatures,
  predictionScore,
} from './similarity.ts';

/** The most liked publications a prediction compares with. */
const LIKED_MAX = 200;
const SUPERLIKE_WEIGHT = 1.5;

async function featuresOf(db: ReadModelDatabase, ids: readonly string[]): Promise<Map<string, PublicationFeatures>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('publications')
    .select(['id', 'type_id', 'categories', 'extras', 'amount', 'amount_sale', 'currency', 'latitude', 'longitude'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        typeId: row.type_id,
        categories: row.categories,
        extras: row.extras,
        price: row.amount_sale ?? row.amount,
        currency: row.currency,
        coordinates: row.latitude !== null && row.longitude !== null ? [row.latitude, row.longitude] : null,
      },
    ]),
  );
}

async function likedPublications(db: ReadModelDatabase, searchId: string): Promise<LikedPublication[]> {
  const { rows } = await sql<{ publication_id: string; likes: number; supers: number; participants: number }>`
    SELECT d.publication_id, count(*) FILTER (WHERE d."like")::int AS likes,
      count(*) FILTER (WHERE d.is_super)::int AS supers,
      (SELECT greatest(count(*), 1)::int FROM search_participants WHERE search_id = ${searchId}) AS participants
    FROM search_decisions d WHERE d.search_id = ${searchId} AND d."like"
    GROUP BY d.publication_id ORDER BY likes DESC, supers DESC LIMIT ${LIKED_MAX}`.execute(db);
  const features = await featuresOf(
    db,
    rows.map((row) => row.publication_id),
  );
  return rows.flatMap((row) => {
    const liked = features.get(row.publication_id);
    if (!liked) return [];
    const weighted = row.likes - row.supers + row.supers * SUPERLIKE_WEIGHT;
    return [{ features: liked, support: Math.min(1, Math.max(0.5, weighted / row.participants)) }];
  });
}

/** Predicted publication ids, best first. */
export async function predictedPublications(
  platform: Platform,
  searchId: string,
  except: readonly string[],
): Promise<string[]> {
  const liked = await likedPublications(platform.db, searchId);
  if (liked.length === 0) return [];
  const query = await savedSearchQuery(platform, searchId);
  const exclusions = { except, decidedBy: { searchId, participantKey: null } };
  const candidates = await resultIds(platform.db, query, exclusions, RESULT_COUNT_CAP, platform.clock.now());
  const features = await featuresOf(platform.db, candidates);
  return candidates
    .flatMap((id) => {
      const candidate = features.get(id);
      const score = candidate ? predictionScore(candidate, liked) : 0;
      return score >= PREDICTION_THRESHOLD ? [{ id, score }] : [];
    })
    .sort((a, b) => b.score - a.score)
    .map((scored) => scored.id);
}

export const selectedPrediction = (predicted: readonly string[]) => predicted.slice(0, PREDICTION_SELECT_MAX);
