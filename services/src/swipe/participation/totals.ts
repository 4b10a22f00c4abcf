// GET /search/{uuid}/totals: what is left for the caller to decide, what they like, and the
// search's coincidences.
import { participantKey, type SwipeTotals } from '@app/contracts';
import type { ReadModelDatabase } from '@app/projections';
import type { Platform } from '../../platform.ts';
import { countResults, savedSearchQuery } from '../../search/index.ts';
import type { ParticipantIdentity } from '../participant/participantDecider.ts';

async function likesOf(db: ReadModelDatabase, searchId: string, key: string): Promise<number> {
  const row = await db
    .selectFrom('search_decisions')
    .select((eb) => eb.fn.countAll<number>().as('likes'))
    .where('search_id', '=', searchId)
    .where('participant_key', '=', key)
    .where('like', '=', true)
    .executeTakeFirst();
  return Number(row?.likes ?? 0);
}

async function coincidencesIn(db: ReadModelDatabase, searchId: string): Promise<number> {
  const row = await db
    .selectFrom('search_totals')
    .select('coincidences_count')
    .where('search_id', '=', searchId)
    .executeTakeFirst();
  return row?.coincidences_count ?? 0;
}

export async function swipeTotals(platform: Platform, identity: ParticipantIdentity): Promise<SwipeTotals> {
  const { searchId } = identity;
  const key = participantKey(identity.participant);
  const query = await savedSearchQuery(platform, searchId);
  const [remaining, likes, coincidences] = await Promise.all([
    countResults(platform.db, query, { except: [], decidedBy: { searchId, participantKey: key } }),
    likesOf(platform.db, searchId, key),
    coincidencesIn(platform.db, searchId),
  ]);
  return { remaining: remaining.count, likes, coincidences };
}
