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
import type { AlertPair, IndexedItem, IndexedSearch } from './alertIndexRows.ts';
import { searchesMeetingFiled, undecidedPairs } from './filedItems.ts';
import { fits, inScope, placed } from './indexedConditions.ts';

/** The searches whose items meet the publication: decided in memory, or by their filed criteria. */
async function searchesFound(
  readModels: ReadModels,
  index: AlertIndex,
  publication: AlertedPublication,
): Promise<IndexedSearch[]> {
  // Each search met is marked with this lookup's number instead of kept in a set: a product's lookup
  // tests thousands. The marks are read only before the first await.
  const lookup = index.newLookup();
  const met: IndexedSearch[] = [];
  const filed: IndexedItem[] = [];
  index.eachCandidate(publication, (item) => {
    const { search } = item;
    if (search.metIn === lookup || !fits(item, publication) || !placed(search, publication)) return;
    if (item.filed) {
      filed.push(item);
    } else {
      search.metIn = lookup;
      met.push(search);
    }
  });
  const unsure = filed.filter((item) => item.search.metIn !== lookup);
  for (const searchId of await searchesMeetingFiled(readModels.db, publication.id, unsure))
    met.push(index.search(searchId)!);
  const found: IndexedSearch[] = [];
  const ownConditions: string[] = [];
  for (const search of met) {
    if (search.ownConditions) ownConditions.push(search.id);
    else if (inScope(search, publication)) found.push(search);
  }
  if (ownConditions.length === 0) return found;
  for (const searchId of await searchesFinding(readModels, ownConditions, publication.id))
    found.push(index.search(searchId)!);
  return found;
}

export async function percolate(
  readModels: ReadModels,
  index: AlertIndex,
  publicationId: string,
): Promise<AlertPair[]> {
  const publication = await readAlertedPublication(readModels.db, publicationId);
  if (!publication) return [];
  const pairs: AlertPair[] = [];
  for (const search of await searchesFound(readModels, index, publication)) {
    for (const pair of search.pairs) pairs.push(pair);
  }
  return publication.decided ? await undecidedPairs(readModels.db, publicationId, pairs) : pairs;
}
