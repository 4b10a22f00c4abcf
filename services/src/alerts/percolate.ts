// New publication × saved searches with alerts on: the pairs (search, person) to alert. The index in
// memory (alertIndex.ts) narrows the searches by the publication's place keys and type and decides
// each candidate item by its category, operation, price band and places (indexedConditions.ts); an
// item asking for extras or stock is decided by its filed criteria in SQL (filedItems.ts), and a
// group's or a microsite's search by its own conditions (search's `searchesFinding`). What the person
// already decided there, or discarded in another search of its scope, is left out by swipe's
// `undecidedBy`, asked only when someone decided the publication at all (a new one: nobody could).
// percolateReference.int.spec.ts holds the whole to the plain search query and `undecidedBy`.
import type { ReadModels } from '@app/projections';
import { searchesFinding } from '../search/index.ts';
import { type AlertedPublication, readAlertedPublication } from './alertedPublication.ts';
import type { AlertIndex } from './alertIndex.ts';
import type { AlertPair, IndexedSearch } from './alertIndexRows.ts';
import { searchesMeetingFiled, undecidedPairs } from './filedItems.ts';
import { inScope } from './indexedConditions.ts';

/** The pairs of the searches whose items meet the publication: decided in memory, or by their filed criteria. */
async function pairsFound(
  readModels: ReadModels,
  index: AlertIndex,
  publication: AlertedPublication,
): Promise<AlertPair[]> {
  const { met, unsure } = index.lookUp(publication);
  for (const searchId of await searchesMeetingFiled(readModels.db, publication.id, unsure))
    met.push(index.search(searchId)!);
  // Straight into the answer: a product's lookup meets thousands of searches.
  const pairs: AlertPair[] = [];
  const take = (search: IndexedSearch) => {
    for (const pair of search.pairs) pairs.push(pair);
  };
  const ownConditions: string[] = [];
  for (const search of met) {
    if (search.ownConditions) ownConditions.push(search.id);
    else if (inScope(search, publication)) take(search);
  }
  if (ownConditions.length === 0) return pairs;
  for (const searchId of await searchesFinding(readModels, ownConditions, publication.id))
    take(index.search(searchId)!);
  return pairs;
}

export async function percolate(
  readModels: ReadModels,
  index: AlertIndex,
  publicationId: string,
): Promise<AlertPair[]> {
  const publication = await readAlertedPublication(readModels.db, publicationId);
  if (!publication) return [];
  const pairs = await pairsFound(readModels, index, publication);
  return publication.decided ? await undecidedPairs(readModels.db, publicationId, pairs) : pairs;
}
