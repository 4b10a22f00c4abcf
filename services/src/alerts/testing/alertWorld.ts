// A swipe world with alerts: searches created and switched on over HTTP, publications appended to
// the log as a seller's facts, and the percolator asked which (search, person) pairs each alerts, over
// an index loaded afresh from the read models for each question.
import type { PublicationSeed } from '../../search/testing/searchWorld.ts';
import { seedPublications } from '../../search/testing/searchWorld.ts';
import type { Person, SwipeWorld } from '../../swipe/testing/swipeWorld.ts';
import type { TestPlatform } from '../../testing/testPlatform.ts';
import { readAlertedPublication } from '../alertedPublication.ts';
import { AlertIndex } from '../alertIndex.ts';
import { Verdict } from '../indexedConditions.ts';
import { percolate } from '../percolate.ts';

export interface AlertWorld {
  /** A search of `who` with these criteria and alerts on; its uuid. */
  alertedSearch(who: Person, criteria: object): Promise<string>;
  publish(seed: Omit<PublicationSeed, 'creatorId'>): Promise<string>;
  /** `${searchId}:${userId}` of every pair the publication alerts. */
  alerted(publicationId: string): Promise<string[]>;
  /** The searches the index narrows the publication to (type, category, operation, price band), before their places and extras decide. */
  candidates(publicationId: string): Promise<string[]>;
}

export function alertWorld(platform: TestPlatform, world: SwipeWorld): AlertWorld {
  return {
    async alertedSearch(who, criteria) {
      const created = await world.call('POST', '/search', who, { order: 'newest', ...criteria });
      if (created.statusCode !== 200) throw new Error(`search: ${created.body}`);
      const uuid: string = created.json().data.uuid;
      const switched = await world.call('PUT', `/search/${uuid}/alerts`, who, { on: true, email: false });
      if (switched.statusCode !== 200) throw new Error(`alerts: ${switched.body}`);
      return uuid;
    },
    async publish(seed) {
      const [id] = await seedPublications(platform.platform, [{ ...seed, creatorId: world.seller.userId }]);
      return id!;
    },
    async alerted(publicationId) {
      const index = await AlertIndex.load(platform.platform.db);
      const pairs = await percolate(platform.platform, index, publicationId);
      return pairs.map((pair) => `${pair.search_id}:${pair.user_id}`).sort();
    },
    async candidates(publicationId) {
      const index = await AlertIndex.load(platform.platform.db);
      const publication = await readAlertedPublication(platform.platform.db, publicationId);
      const fitting = new Set<string>();
      index.eachVerdict(publication!, (item, verdict) => {
        if (verdict !== Verdict.unfit) fitting.add(item.searchId);
      });
      return [...fitting].sort();
    },
  };
}
