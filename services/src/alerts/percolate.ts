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
import { readAlertedPublication } from './alertedPublication.ts';
import type { AlertIndex } from './alertIndex.ts';
import type { IndexedItem } from './alertIndexRows.ts';
import { type AlertPair, searchesMeetingFiled, undecidedPairs } from './filedItems.ts';
import { fits, inScope, placed } from './indexedConditions.ts';

export interface AlertCandidate {
  search_id: string;
  user_id: string;
  participant_key: string;
}

/** The searches whose items meet the publication: decided in memory, or by their filed criteria. */
async function searchesFound(
  readModels: ReadModels,
  index: AlertIndex,
  publication: NonNullable<Awaited<ReturnType<typeof readAlertedPublication>>>,
): Promise<string[]> {
  const met = new Set<string>();
  const filed: IndexedItem[] = [];
  for (const item of index.candidates(publication)) {
    if (met.has(item.searchId) || !fits(item, publication)) continue;
    if (!placed(index.search(item.searchId)!, publication)) continue;
    if (item.filed) filed.push(item);
    else met.add(item.searchId);
  }
  const unsure = filed.filter((item) => !met.has(item.searchId));
  for (const searchId of await searchesMeetingFiled(readModels.db, publication.id, unsure)) met.add(searchId);
  const found: string[] = [];
  const ownConditions: string[] = [];
  for (const searchId of met) {
    const search = index.search(searchId)!;
    if (search.ownConditions) ownConditions.push(searchId);
    else if (inScope(search, publication)) found.push(searchId);
  }
  if (ownConditions.length > 0) found.push(...(await searchesFinding(readModels, ownConditions, publication.id)));
  return found;
}

export async function percolate(
  readModels: ReadModels,
  index: AlertIndex,
  publicationId: string,
): Promise<AlertCandidate[]> {
  const publication = await readAlertedPublication(readModels.db, publicationId);
  if (!publication) return [];
  const pairs: AlertPair[] = (await searchesFound(readModels, index, publication)).flatMap((searchId) =>
    index.search(searchId)!.persons.map((person) => ({ searchId, ...person })),
  );
  const alerted = publication.decided ? await undecidedPairs(readModels.db, publicationId, pairs) : pairs;
  return alerted.map((pair) => ({
    search_id: pair.searchId,
    user_id: pair.userId,
    participant_key: pair.participantKey,
  }));
}
